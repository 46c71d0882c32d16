import type { Girl } from '../../contracts';
import type { GirlEntity } from './girl.entity';

export function toGirl(girl: GirlEntity, owner: string): Girl {
  const pics = [...(girl.pictures ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    id: girl.id,
    owner,
    name: girl.name,
    eyes: girl.eyes,
    mouth: girl.mouth,
    nose: girl.nose,
    hair: girl.hair,
    body: girl.body,
    skin: girl.skin,
    personality: girl.personality,
    style: girl.style,
    bio: girl.bio,
    imageUrl: girl.imageUrl,
    voice: girl.voice,
    pics: pics.map((p) => ({ id: p.id, url: p.url, createdAt: p.createdAt.toISOString() })),
    createdAt: girl.createdAt.toISOString(),
  };
}
