import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import type { MemoryKind } from '../../contracts';

/** One thing she remembers about the person in a chat: learned from their messages, or written by them. */
@Entity('chat_facts')
export class ChatFactEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'girl_id', type: 'uuid' })
  girlId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: MemoryKind;

  /** which learned fact this is ("home", "person:sister:anna"); null once the person wrote or edited it */
  @Column({ type: 'text', nullable: true })
  key: string | null;

  /** "Sister: Anna", or the person's own words */
  @Column({ type: 'text' })
  text: string;

  /** pinned facts reach her prompt first, and stay when the messages that said them are deleted */
  @Column({ type: 'boolean', default: false })
  pinned: boolean;

  /** the latest message that said it (null for the person's own) */
  @Column({ name: 'source_message_id', type: 'uuid', nullable: true })
  sourceMessageId: string | null;

  /** every message that said it: deleting the last of them forgets it (unless pinned) */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  sources: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
