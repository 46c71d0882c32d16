import type { Post } from '../../contracts';

/** A feed_posts row joined with its author's username. */
export interface PostRow {
  id: string;
  username: string;
  image_url: string;
  caption: string;
  girl_name: string;
  girl_id: string | null;
  nsfw: boolean;
  created_at: Date;
}

export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    user: row.username,
    imageUrl: row.image_url,
    caption: row.caption,
    girl: row.girl_name,
    girlId: row.girl_id,
    nsfw: row.nsfw,
    createdAt: row.created_at.toISOString(),
  };
}
