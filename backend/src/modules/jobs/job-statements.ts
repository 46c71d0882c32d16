/** The fixed SQL texts of the jobs repository (jobs.repository.ts runs them). */

/**
 * The meter in one statement (no transaction, no lock held across round trips): for each requested
 * job (`req`, one row per user), a free user with a credit left gives one (`taken`: the conditional
 * UPDATE, checked again on the row's newest version, never below 0), a subscriber gives none (`subs`),
 * and the job row is written only for those two (`ok`). A user in neither has no credit left.
 */
const chargedInsert = (req: string) => `WITH req AS (${req}),
  taken AS (
    UPDATE users u SET credits = u.credits - 1 FROM req
    WHERE u.id = req.user_id AND u.credits > 0 AND NOT COALESCE(u.sub_end > now(), false)
    RETURNING u.id, u.credits),
  subs AS (
    SELECT u.id, u.credits FROM users u JOIN req ON u.id = req.user_id
    WHERE u.sub_end > now() AND u.id NOT IN (SELECT id FROM taken)),
  ok AS (SELECT id, credits, true AS charged FROM taken UNION ALL SELECT id, credits, false FROM subs),
  ins AS (
    INSERT INTO generation_jobs (id, user_id, kind, queue, input, charged)
    SELECT req.id, req.user_id, req.kind, req.queue, req.input, ok.charged FROM req JOIN ok ON ok.id = req.user_id)
  SELECT id AS user_id, credits, charged FROM ok`;
export const CHARGED_INSERT_ONE = chargedInsert(
  'SELECT $1::uuid AS id, $2::uuid AS user_id, $3::varchar AS kind, $4::varchar AS queue, $5::jsonb AS input',
);
export const CHARGED_INSERT_MANY = chargedInsert(
  'SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::varchar[], $5::jsonb[]) AS r(id, user_id, kind, queue, input)',
);

export const INSERT_COLUMNS = 'INSERT INTO generation_jobs (id, user_id, kind, queue, input, charged)';
export const INSERT_ONE = `${INSERT_COLUMNS} VALUES ($1, $2, $3, $4, $5, $6)`;
export const STATE_OF_ONE = 'SELECT status, result FROM generation_jobs WHERE id = $1';
/** The completed mark's columns, `result` from the given expression. */
export const completedWith = (result: string) =>
  `SET status = 'completed', progress = 100, stage = 'done', result = ${result}, error = NULL, updated_at = now()`;
