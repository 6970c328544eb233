import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A credit package on sale (docs/product-spec.md §9; docs/decisions.md, "Plans, credits and their
 * ledger"). The server prices every checkout from this row; the browser's amounts are never read.
 * Staff edit the rows; a package taken off sale keeps its row for the orders that name it.
 */
@Entity({ name: 'credit_packages' })
@Check('CHK_credit_packages_credits', '"credits" > 0')
@Check('CHK_credit_packages_price', '"price_cents" > 0')
// At most one package carries the 'Most Popular' badge (credit-packages.service.ts moves it).
@Index('UQ_credit_packages_popular', ['popular'], { unique: true, where: '"popular"' })
export class CreditPackage {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  credits: number;

  /** The price in the currency's smallest unit (cents). */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  /** ISO 4217, lower case as Stripe writes it ('usd'). */
  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  /** Shown with the 'Most Popular' badge. */
  @Column({ type: 'boolean', default: false })
  popular: boolean;

  /** On sale: listed and buyable. */
  @Column({ type: 'boolean', default: true })
  active: boolean;
}
