import type { Post } from '../../contracts';

/** A feed_posts row joined with its author's public name (null: they chose none). */
export interface PostRow {
  id: string;
  author: string | null;
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
    // who posted it shows only when they chose a public name; else the post names the girl alone
    user: row.author ?? '',
    imageUrl: row.image_url,
    caption: row.caption,
    girl: row.girl_name,
    girlId: row.girl_id,
    nsfw: row.nsfw,
    createdAt: row.created_at.toISOString(),
  };
}
