import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { JobKind, JobPayload, JobResult, JobStatus, QueueName } from '../../contracts';
import { Batcher } from '../../infra/batcher';
import { namedQuery } from '../../infra/database/named-query';
import {
  CHARGED_INSERT_MANY,
  CHARGED_INSERT_ONE,
  completedWith,
  INSERT_COLUMNS,
  INSERT_ONE,
  STATE_OF_ONE,
} from './job-statements';

/** What the pipeline reads of a row before and at its end. */
export interface JobState {
  status: JobStatus;
  result: JobResult<JobKind> | null;
}

export interface JobRow extends JobState {
  id: string;
  user_id: string;
  kind: JobKind;
  progress: number;
  error: string | null;
}

export interface StrandedRow {
  id: string;
  user_id: string;
  kind: JobKind;
  queue: QueueName;
  input: JobPayload<JobKind>;
  over_limit: boolean;
}

export interface NewJob {
  id: string;
  userId: string;
  kind: JobKind;
  queue: QueueName;
  input: object;
  charged: boolean;
}

/** What the meter answers for a job it let in: the owner's credits left and whether one was taken. */
export interface Charge {
  credits: number;
  charged: boolean;
}

/**
 * The one owner of the generation_jobs table. The pipeline's hot statements (the insert, the start
 * read, the final write, the view) are fixed texts run as named prepared statements on the pool;
 * the ones inside a caller's transaction run on its connection. The insert, the start read and the
 * final write outside a transaction go through a Batcher: under load, many jobs' in one statement.
 */
@Injectable()
export class JobsRepository {
  private readonly inserts = new Batcher<NewJob, void>((jobs) => this.insertMany(jobs));
  private readonly chargedInserts = new Batcher<Omit<NewJob, 'charged'>, Charge | null>((jobs) =>
    this.insertChargedMany(jobs),
  );
  private readonly states = new Batcher<string, JobState | null>((ids) => this.stateOfMany(ids));
  private readonly completions = new Batcher<{ id: string; result: string }, boolean>((ends) =>
    this.completeMany(ends),
  );

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  private async run<T>(name: string, text: string, values: unknown[], m?: EntityManager): Promise<T[]> {
    if (m) return (await m.query(text, values)) as T[];
    return namedQuery<T>(this.db, name, text, values);
  }

  /** A queued row (status, progress and stage from their defaults). */
  async insert(job: NewJob, m?: EntityManager): Promise<void> {
    if (!m) return this.inserts.call(job);
    await this.insertOne(job, m);
  }

  private async insertOne(job: NewJob, m?: EntityManager): Promise<void> {
    const { id, userId, kind, queue, input, charged } = job;
    await this.run('jobs-insert', INSERT_ONE, [id, userId, kind, queue, JSON.stringify(input), charged], m);
  }

  /**
   * A batch of one runs the one-row statement: Postgres plans an array statement afresh at each run
   * (its generic plan looks dearer than one for the array at hand), which a light load would pay per job.
   */
  private async insertMany(jobs: NewJob[]): Promise<void[]> {
    if (jobs.length === 1) return [await this.insertOne(jobs[0])];
    await this.run(
      'jobs-insert-many',
      `${INSERT_COLUMNS} SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::varchar[], $5::jsonb[], $6::bool[])`,
      [
        jobs.map((j) => j.id),
        jobs.map((j) => j.userId),
        jobs.map((j) => j.kind),
        jobs.map((j) => j.queue),
        jobs.map((j) => JSON.stringify(j.input)),
        jobs.map((j) => j.charged),
      ],
    );
    return jobs.map(() => undefined);
  }

  /**
   * A queued row, let in by the meter (chargedInsert): null, and no row, when its owner is a free
   * user with no credit left.
   */
  insertCharged(job: Omit<NewJob, 'charged'>): Promise<Charge | null> {
    return this.chargedInserts.call(job);
  }

  /**
   * The statement reads one request per user, so a batch goes in rounds: each user's first job in
   * the first statement, her second in the next, and so on (her credits are taken in order).
   */
  private async insertChargedMany(jobs: Omit<NewJob, 'charged'>[]): Promise<(Charge | null)[]> {
    const answers: (Charge | null)[] = [];
    const round = new Map<string, number>();
    const rounds: number[][] = [];
    jobs.forEach((job, i) => {
      const r = round.get(job.userId) ?? 0;
      round.set(job.userId, r + 1);
      (rounds[r] ??= []).push(i);
    });
    for (const indexes of rounds) {
      const batch = indexes.map((i) => jobs[i]);
      const rows =
        batch.length === 1
          ? await this.run<Charge & { user_id: string }>('jobs-insert-charged', CHARGED_INSERT_ONE, [
              batch[0].id,
              batch[0].userId,
              batch[0].kind,
              batch[0].queue,
              JSON.stringify(batch[0].input),
            ])
          : await this.run<Charge & { user_id: string }>('jobs-insert-charged-many', CHARGED_INSERT_MANY, [
              batch.map((j) => j.id),
              batch.map((j) => j.userId),
              batch.map((j) => j.kind),
              batch.map((j) => j.queue),
              batch.map((j) => JSON.stringify(j.input)),
            ]);
      const byUser = new Map(rows.map((r) => [r.user_id, { credits: r.credits, charged: r.charged }]));
      indexes.forEach((i) => (answers[i] = byUser.get(jobs[i].userId) ?? null));
    }
    return answers;
  }

  async view(id: string): Promise<JobRow | null> {
    const [row] = await this.run<JobRow>(
      'jobs-view',
      'SELECT id, user_id, kind, status, progress, result, error FROM generation_jobs WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  state(id: string): Promise<JobState | null> {
    return this.states.call(id);
  }

  private async stateOfMany(ids: string[]): Promise<(JobState | null)[]> {
    if (ids.length === 1) return [(await this.run<JobState>('jobs-state', STATE_OF_ONE, ids))[0] ?? null];
    const rows = await this.run<JobState & { id: string }>(
      'jobs-state-many',
      'SELECT id, status, result FROM generation_jobs WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const byId = new Map(rows.map(({ id, status, result }) => [id, { status, result }]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The row locked until the caller's transaction ends. */
  async lockState(id: string, m: EntityManager): Promise<JobState | null> {
    const [row] = await this.run<JobState>('', `${STATE_OF_ONE} FOR UPDATE`, [id], m);
    return row ?? null;
  }

  /** The completed mark, on a row that has not ended yet; true when this call wrote it. */
  async complete(id: string, result: JobResult<JobKind>, m?: EntityManager): Promise<boolean> {
    if (!m) return this.completions.call({ id, result: JSON.stringify(result) });
    return this.completeOne(id, JSON.stringify(result), m);
  }

  private async completeOne(id: string, result: string, m?: EntityManager): Promise<boolean> {
    const text = `UPDATE generation_jobs ${completedWith('$2')} WHERE id = $1 AND status IN ('queued', 'active') RETURNING id`;
    if (!m) return (await this.run<{ id: string }>('jobs-complete', text, [id, result])).length > 0;
    // TypeORM answers an UPDATE ... RETURNING as [rows, count]
    const [rows]: [{ id: string }[], number] = await m.query(text, [id, result]);
    return rows.length > 0;
  }

  /**
   * One call per row wrote its mark (a second call for the same row in a batch answers false, as it
   * would alone). `g.id = ANY($1)` keeps the plan on the primary key whatever the number of live rows.
   */
  private async completeMany(ends: { id: string; result: string }[]): Promise<boolean[]> {
    if (ends.length === 1) return [await this.completeOne(ends[0].id, ends[0].result)];
    const rows = await this.run<{ id: string }>(
      'jobs-complete-many',
      `UPDATE generation_jobs g ${completedWith('v.result')}
       FROM unnest($1::uuid[], $2::jsonb[]) AS v(id, result)
       WHERE g.id = ANY($1::uuid[]) AND g.id = v.id AND g.status IN ('queued', 'active') RETURNING g.id`,
      [ends.map((e) => e.id), ends.map((e) => e.result)],
    );
    const written = new Set(rows.map((r) => r.id));
    return ends.map(({ id }) => written.delete(id));
  }

  async markRetrying(id: string): Promise<void> {
    await this.run('jobs-retrying', `UPDATE generation_jobs SET stage = 'retrying', updated_at = now() WHERE id = $1`, [
      id,
    ]);
  }

  /** Failed, unless it completed (a retry or a second worker may call it again). */
  async failUnlessCompleted(id: string, error: string, m: EntityManager): Promise<void> {
    await m.query(
      `UPDATE generation_jobs SET status = 'failed', stage = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status <> 'completed'`,
      [id, error],
    );
  }

  /** Failed if it is still queued or active; true when this call ended it. */
  async failIfLive(id: string, error: string, m: EntityManager): Promise<boolean> {
    const [rows]: [{ id: string }[], number] = await m.query(
      `UPDATE generation_jobs SET status = 'failed', stage = 'failed', error = $2, updated_at = now()
       WHERE id = $1 AND status IN ('queued', 'active') RETURNING id`,
      [id, error],
    );
    return rows.length > 0;
  }

  /** Marks the credit of a failed charged job given back, once: the owner, to this caller only. */
  async markRefunded(id: string, m: EntityManager): Promise<string | null> {
    const [rows]: [{ user_id: string }[], number] = await m.query(
      `UPDATE generation_jobs SET refunded = true WHERE id = $1 AND charged AND NOT refunded AND status = 'failed' RETURNING user_id`,
      [id],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Deletes a row still queued (a job that could not be queued): what its credit needs, to one caller. */
  async deleteQueued(
    id: string,
    m: EntityManager,
  ): Promise<{ user_id: string; charged: boolean; refunded: boolean } | null> {
    const [rows]: [{ user_id: string; charged: boolean; refunded: boolean }[], number] = await m.query(
      `DELETE FROM generation_jobs WHERE id = $1 AND status = 'queued' RETURNING user_id, charged, refunded`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Queued or active rows older than `minAgeSeconds`, oldest first, each with whether it is past its queue's limit. */
  stranded(minAgeSeconds: number, limits: Record<QueueName, number>, batch: number): Promise<StrandedRow[]> {
    const cases = Object.entries(limits)
      .map(([q, s]) => `WHEN '${q}' THEN ${Number(s)}`)
      .join(' ');
    return this.db.query(
      `SELECT id, user_id, kind, queue, input,
              created_at < now() - make_interval(secs => CASE queue ${cases} ELSE 600 END) AS over_limit
       FROM generation_jobs
       WHERE status IN ('queued', 'active') AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT ${Number(batch)}`,
      [minAgeSeconds],
    );
  }

  async failedNotRefunded(batch: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM generation_jobs WHERE status = 'failed' AND charged AND NOT refunded LIMIT ${Number(batch)}`,
    );
    return rows.map((r) => r.id);
  }
}
