import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The table rate-limiter-flexible keeps its counters in (its own layout, created by a migration). */
@Entity({ name: 'rate_limits' })
export class RateLimitBucket {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  points: number;

  @Column({ type: 'bigint', nullable: true })
  expire: string | null;
}
