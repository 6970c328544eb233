import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider event handled: written in the transaction that handled it, so a replay does nothing. */
@Entity({ name: 'billing_events' })
export class BillingEventRecord {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @CreateDateColumn({ name: 'handled_at', type: 'timestamptz' })
  handledAt: Date;
}
