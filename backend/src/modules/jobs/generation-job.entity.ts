import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import type { JobKind, JobStatus, QueueName } from '../../contracts';

/** The source of truth for every slow job; the BullMQ job carries the same id. */
@Entity('generation_jobs')
export class GenerationJobEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 40 })
  kind: JobKind;

  @Column({ type: 'varchar', length: 20 })
  queue: QueueName;

  @Column({ type: 'jsonb' })
  input: object;

  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status: JobStatus;

  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ type: 'varchar', length: 60, default: 'queued' })
  stage: string;

  @Column({ type: 'jsonb', nullable: true })
  result: object | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** a credit was taken when the job was accepted */
  @Column({ type: 'boolean', default: false })
  charged: boolean;

  /** that credit was given back (at most once) */
  @Column({ type: 'boolean', default: false })
  refunded: boolean;

  /** the provider's prediction (Replicate), written as soon as it is created: a retry resumes it, a given-up job cancels it */
  @Column({ name: 'prediction_id', type: 'varchar', length: 100, nullable: true })
  predictionId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
