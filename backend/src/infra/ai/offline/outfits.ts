/** Clothing for each scene, in figure space. Every outfit covers the figure; nothing explicit is drawn. */
import { Pose } from './body';
import { Outfit } from './outfit-parts';
import { bikini, campus, casualDress, lounge } from './outfits-day';
import { drape, gown, partyDress, slip } from './outfits-evening';
import { Rng } from './prng';
import { Painter } from './svg';
import { SceneName } from './traits';

export type { Outfit } from './outfit-parts';

/** Scenes whose own outfit is no dress: a prompt that asks for one gets the casual dress there. */
const NO_DRESS: readonly SceneName[] = ['beach', 'pool', 'campus', 'sofa-feet', 'forest', 'snow', 'city'];

/** Her clothes for the scene, in `colour` when the prompt names one, and a dress when it asks for one. */
export function dressFor(
  scene: SceneName,
  pose: Pose,
  p: Painter,
  rng: Rng,
  colour: string | null,
  dress = false,
): Outfit {
  if (dress && NO_DRESS.includes(scene)) return casualDress(pose, p, rng, colour);
  switch (scene) {
    case 'beach':
    case 'pool':
      return bikini(pose, p, rng, colour);
    case 'campus':
    case 'forest':
    case 'snow':
    case 'city':
      return campus(pose, p, rng, colour);
    case 'boudoir':
      return drape(pose, p, rng, colour);
    case 'bedroom':
      return slip(pose, p, rng, colour);
    case 'restaurant':
      return gown(pose, p, rng, colour);
    case 'nightclub':
    case 'rooftop':
      return partyDress(pose, p, rng, colour);
    case 'sofa-feet':
      return lounge(pose, p, rng, colour);
    default:
      return casualDress(pose, p, rng, colour);
  }
}
