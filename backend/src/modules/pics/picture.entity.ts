import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

@Entity('pictures')
export class PictureEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'girl_id', type: 'uuid' })
  girlId: string;

  /** her girl (girls module), named, not imported: only the relation's inverse side, never loaded */
  @ManyToOne('GirlEntity', 'pictures', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'girl_id' })
  girl?: { id: string };

  @Column({ type: 'text' })
  url: string;

  /** the job that made it: unique, so a retried job never adds the picture twice */
  @Column({ name: 'job_id', type: 'uuid', nullable: true, unique: true })
  jobId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
