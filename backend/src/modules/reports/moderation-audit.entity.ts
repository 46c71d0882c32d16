import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditAction = 'report' | 'restore' | 'remove';

/** Who did what to which post, when: every report and every decision, kept after the post is gone. */
@Entity('moderation_audit')
export class ModerationAuditEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_username', type: 'varchar', length: 32 })
  actorUsername: string;

  @Column({ type: 'varchar', length: 16 })
  action: AuditAction;

  @Column({ name: 'post_id', type: 'uuid' })
  postId: string;

  /** the post's media URL, so the audit still says what was removed */
  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  reason: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;
}
