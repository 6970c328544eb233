import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Profile } from '../profiles/profile.entity';
import { User } from '../users/user.entity';

/** A user revealed a profile's contacts (paid once, free forever after). One row per user and profile. */
@Entity({ name: 'contact_reveals' })
@Index('IDX_contact_reveals_profile_id', ['profileId'])
export class ContactReveal {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'profile_id', type: 'bigint' })
  profileId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_contact_reveals_user_id' })
  user?: User;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'FK_contact_reveals_profile_id' })
  profile?: Profile;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
