// The chaos run's accounting: what became of every job a case accepted, and the table of all cases.
import { setTimeout as sleep } from 'node:timers/promises';

import { START_CREDITS } from './client.mjs';

/** Waits (up to 2 minutes, the reconciler's promise) for every accepted job to end, then counts. */
export async function settle(client, tally, extra = {}) {
  const ids = [...tally.accepted];
  const end = Date.now() + 120_000;
  let rows = [];
  while (Date.now() < end) {
    rows = await client.db(`SELECT id, status FROM generation_jobs WHERE id = ANY($1)`, [ids]);
    if (rows.length === ids.length && rows.every((r) => r.status === 'completed' || r.status === 'failed')) break;
    await sleep(1000);
  }
  await sleep(1500); // late pushes
  const count = (s) => rows.filter((r) => r.status === s).length;
  const dupRows = await client.db(
    `SELECT job_id FROM pictures WHERE job_id = ANY($1) GROUP BY job_id HAVING count(*) > 1
     UNION SELECT job_id FROM feed_posts WHERE job_id = ANY($1) GROUP BY job_id HAVING count(*) > 1`,
    [ids],
  );
  const dup = new Set(dupRows.map((r) => r.job_id));
  for (const id of ids) if ((client.pushes.get(id) ?? 0) > 1) dup.add(id);
  let lost = 0;
  let doubled = 0;
  for (const user of tally.users) {
    const [r] = await client.db(
      `SELECT credits, (SELECT count(*)::int FROM generation_jobs WHERE user_id = $1 AND charged AND status <> 'failed') AS spent FROM users WHERE id = $1`,
      [user.id],
    );
    const diff = r.credits - (START_CREDITS - r.spent);
    if (diff < 0) lost -= diff;
    else doubled += diff;
  }
  return {
    case: tally.name,
    accepted: ids.length,
    completed: count('completed'),
    failed: count('failed'),
    unfinished: ids.length - count('completed') - count('failed'),
    duplicated: dup.size,
    'credits lost': lost,
    'double refunds': doubled,
    '500s': tally.errors,
    'slow 503s': tally.slow503,
    'takeover s': tally.takeover === null ? '-' : tally.takeover.toFixed(1),
    'recovery s': tally.firstOkAfter === null ? '-' : tally.firstOkAfter.toFixed(1),
    ...extra,
    ...(tally.notes.length
      ? { note: [extra.note, `errors: ${tally.notes.join('; ')}`].filter(Boolean).join('; ') }
      : {}),
  };
}

export function print(rows) {
  const cols = [
    'case',
    'accepted',
    'completed',
    'failed',
    'unfinished',
    'duplicated',
    'credits lost',
    'double refunds',
    '500s',
    'slow 503s',
    'takeover s',
    'recovery s',
  ];
  console.log(`\n| ${cols.join(' | ')} |\n|${cols.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${cols.map((c) => r[c] ?? '').join(' | ')} |`);
  for (const r of rows) if (r.note) console.log(`- ${r.case}: ${r.note}`);
  console.log(
    '\nTargets: 0 unfinished (none lost), 0 duplicated, 0 credits lost or double-refunded, 0 500s, takeover <= 10 s.',
  );
}
