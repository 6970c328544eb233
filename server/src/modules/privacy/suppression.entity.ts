import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { PersonKeyKind } from './person-keys';

/** Why a person is on the suppression list. */
export type SuppressionOrigin = 'person_request' | 'staff' | 'provider_opt_out' | 'deletion_list';

/**
 * One key of a person who left the index and stays out (person-keys.ts): the SHA-256 of an e-mail
 * address, a LinkedIn username, a phone number or a source's record id, never the value itself.
 * Every writer of people checks it; staff see how many there are, never what they are.
 */
@Entity({ name: 'suppressions' })
@Check('CHK_suppressions_kind', `"kind" IN ('email', 'linkedin', 'phone', 'record')`)
@Check('CHK_suppressions_hash', `"hash" ~ '^[0-9a-f]{64}$'`)
export class Suppression {
  @PrimaryColumn({ type: 'varchar', length: 8, primaryKeyConstraintName: 'PK_suppressions' })
  kind: PersonKeyKind;

  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'PK_suppressions' })
  hash: string;

  @Column({ type: 'varchar', length: 24 })
  origin: SuppressionOrigin;

  /** Why, in staff's or the request's words; never the person's data. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
