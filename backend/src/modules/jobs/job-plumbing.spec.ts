import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { JOB_QUEUES } from '../../contracts';

/** The plumbing every job crosses: it knows no kind by name (each job's own file says what it does). */
const PLUMBING = [
  'modules/jobs/job-runner.service.ts',
  'modules/jobs/queue-processors.ts',
  'modules/jobs/stranded-jobs.sweep.ts',
  'modules/jobs/job-handlers.ts',
  'modules/jobs/jobs-worker.module.ts',
  'infra/queue/job-events.service.ts',
  'infra/realtime/realtime.gateway.ts',
  'infra/realtime/redis-push.ts',
];

describe("the job pipeline's plumbing", () => {
  it('names no kind of the job catalogue', () => {
    const kinds = Object.keys(JOB_QUEUES);
    const named = PLUMBING.flatMap((file) => {
      const text = readFileSync(join(__dirname, '..', '..', file), 'utf8');
      return kinds.filter((kind) => new RegExp(`['"\`]${kind}['"\`]`).test(text)).map((kind) => `${file}: ${kind}`);
    });
    expect(named).toEqual([]);
  });
});
