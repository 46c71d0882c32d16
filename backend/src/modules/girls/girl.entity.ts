import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

import type { CharacterBook, CharacterCardV2, Style, VoiceId } from '../../contracts';

/**
 * Her owner and her gallery, as the relations load them: an entity names another module's entity by
 * its class name (TypeORM resolves it), never by import, so the modules' tables stay their own.
 */
export interface GirlOwner {
  username: string;
}
export interface GalleryPicture {
  id: string;
  url: string;
  jobId: string | null;
  createdAt: Date;
}

@Entity('girls')
export class GirlEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: GirlOwner;

  @Column({ type: 'varchar', length: 200, nullable: true }) name: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) eyes: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) mouth: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) nose: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) hair: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) body: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) skin: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  personality: string[];

  @Column({ type: 'varchar', length: 20, default: 'Realistic' })
  style: Style;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  /** from a character card: her personality as text, her scenario, her greetings and the card as it came */
  @Column({ name: 'personality_text', type: 'text', nullable: true }) personalityText: string | null;
  @Column({ type: 'text', nullable: true }) scenario: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) greetings: string[];
  /** up to 2 MB: read only where a card is exported */
  @Column({ type: 'jsonb', nullable: true, select: false }) card?: CharacterCardV2 | null;
  /** her lorebook (the card's `character_book`, or the one written on her profile): read for her replies and her card */
  @Column({ type: 'jsonb', nullable: true, select: false }) lorebook?: CharacterBook | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  /** how she sounds when her replies are read aloud (contracts/voices.ts; her owner picks it) */
  @Column({ type: 'varchar', length: 20, default: 'soft' })
  voice: VoiceId;

  @OneToMany('PictureEntity', 'girl')
  pictures?: GalleryPicture[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
