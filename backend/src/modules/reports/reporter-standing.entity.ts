import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many of a reader's hide-at-once reports admins rejected (restored the post): SAFETY.md section 4. */
@Entity('reporter_standing')
export class ReporterStandingEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'rejected_reports', type: 'integer', default: 0 })
  rejectedReports: number;

  @Column({ name: 'last_rejected_at', type: 'timestamptz', nullable: true })
  lastRejectedAt: Date | null;
}
