import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row per message, so two tabs sending at once never overwrite each other. */
@Entity('chat_messages')
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** insertion order within the whole table; orders a conversation exactly */
  @Column({ type: 'bigint', insert: false, update: false })
  seq: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'girl_id', type: 'uuid' })
  girlId: string;

  @Column({ type: 'varchar', length: 4 })
  sender: 'user' | 'ai';

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ type: 'boolean', default: false })
  loading: boolean;

  @Column({ type: 'boolean', default: false })
  premium: boolean;

  /** her reply (or picture) could not be made: shown, but not her words (never history, never charged) */
  @Column({ type: 'boolean', default: false })
  failed: boolean;

  /** her versions of this reply, oldest first (text, or image URLs for a picture); empty until first regenerated */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  alternatives: string[];

  /** the version shown and continued from */
  @Column({ type: 'int', default: 0 })
  choice: number;

  /** how many times her reply counts toward the free allowance: 1 (rows from before regenerations were free may say more) */
  @Column({ type: 'int', default: 1 })
  charges: number;

  /** deleted from the person's view: never shown nor sent to the model, still counted toward the allowance */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** last write; a reply being written is flushed at least every 250 ms (see chat-reply-writer.ts) */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
