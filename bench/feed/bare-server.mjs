// The feed's floor: node:http + a pg pool (10, as the app's) running the same keyset query as
// FeedService, answering the same JSON shape with an unsigned cursor. Started by bench/feed.mjs.
import { createServer } from 'node:http';

import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const VISIBLE = `NOT EXISTS (
    SELECT 1 FROM post_reports r WHERE r.post_id = p.id AND r.closed_at IS NULL
      AND (r.user_id = $2::uuid OR r.reason IN ('minor', 'real-person', 'non-consensual')
           OR (SELECT count(*) FROM post_reports o WHERE o.post_id = p.id AND o.closed_at IS NULL) >= 3))`;
const sql = (after) => `SELECT p.*, u.username,
       to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_ts
  FROM feed_posts p JOIN users u ON u.id = p.user_id
  WHERE ${after ? '(p.created_at, p.id) < ($3::timestamptz, $4::uuid) AND' : ''} ${VISIBLE}
  ORDER BY p.created_at DESC, p.id DESC
  LIMIT $1`;

createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    const limit = Math.min(50, Number(url.searchParams.get('limit')) || 20);
    const cursor = url.searchParams.get('cursor');
    const after = cursor ? Buffer.from(cursor, 'base64url').toString().split('|') : null;
    const { rows } = await pool.query(sql(after), after ? [limit + 1, null, ...after] : [limit + 1, null]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const posts = page.map((r) => ({
      id: r.id,
      user: r.username,
      imageUrl: r.image_url,
      caption: r.caption,
      girl: r.girl_name,
      girlId: r.girl_id,
      nsfw: r.nsfw,
      createdAt: r.created_at.toISOString(),
    }));
    const nextCursor =
      rows.length > limit && last ? Buffer.from(`${last.cursor_ts}|${last.id}`).toString('base64url') : null;
    const body = JSON.stringify({ posts, nextCursor });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (err) {
    res.writeHead(500).end(String(err.message));
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
