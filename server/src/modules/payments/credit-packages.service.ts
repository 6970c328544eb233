import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import type { CreditPackage } from './credit-package.entity';
import { PaymentsRepository, type PackageTerms } from './payments.repository';

export type { PackageTerms } from './payments.repository';

/** What a package may be: whole credits, and a price a card provider accepts (Stripe's minimum is $0.50). */
export const PACKAGE_LIMITS = {
  credits: { min: 1, max: 100_000 },
  priceCents: { min: 50, max: 10_000_000 },
  /** Packages in all, on sale or not. */
  count: 20,
} as const;

export const PACKAGE_CREDITS_MESSAGE = 'A package has from 1 to 100,000 credits.';
export const PACKAGE_PRICE_MESSAGE = 'A package costs from $0.50 to $100,000 (50 to 10,000,000 cents).';
export const PACKAGE_NOT_FOUND_MESSAGE = 'Credit package not found';
export const LAST_ON_SALE_MESSAGE = 'At least one credit package must stay on sale, so this one cannot be taken off sale.';
export const POPULAR_OFF_SALE_MESSAGE = "A package that is off sale cannot be marked 'Most Popular'.";
export const TOO_MANY_PACKAGES_MESSAGE = `There can be at most ${PACKAGE_LIMITS.count} credit packages. Edit one, or take one off sale, instead.`;

/** A package's terms as the audit log records them. */
export type PackageFacts = Pick<CreditPackage, 'credits' | 'priceCents' | 'currency' | 'popular' | 'active'>;

/** One package edit: the terms before (null for a new package) and after, and the packages whose badge moved to it. */
export interface PackageChange {
  id: number;
  before: PackageFacts | null;
  after: PackageFacts;
  /** The packages that lost the 'Most Popular' badge because this one took it. */
  popularClearedFrom: number[];
}

/** Runs inside the edit's transaction (the staff area writes its audit row there). */
export type PackageAudit = (manager: EntityManager, change: PackageChange) => Promise<void>;

function factsOf({ credits, priceCents, currency, popular, active }: PackageFacts): PackageFacts {
  return { credits, priceCents, currency, popular, active };
}

function within(value: number, range: { min: number; max: number }): boolean {
  return Number.isSafeInteger(value) && value >= range.min && value <= range.max;
}

/** The terms alone (a caller's input class may carry more), checked. */
function checkTerms({ credits, priceCents, popular, active }: PackageTerms): PackageTerms {
  const terms = { credits, priceCents, popular, active };
  if (!within(terms.credits, PACKAGE_LIMITS.credits)) throw AppError.badInput(PACKAGE_CREDITS_MESSAGE);
  if (!within(terms.priceCents, PACKAGE_LIMITS.priceCents)) throw AppError.badInput(PACKAGE_PRICE_MESSAGE);
  if (terms.popular && !terms.active) throw AppError.badInput(POPULAR_OFF_SALE_MESSAGE);
  return terms;
}

/**
 * The credit packages as staff edit them (docs/decisions.md, "Plans, credits and their ledger":
 * packages and prices live on the server). An order copies its package's credits and price when
 * the checkout starts, so an edit never changes an order made before it. Edits run one at a time
 * (the table is locked for them): at most one package is 'Most Popular' (marking one takes the
 * badge off the others), and at least one stays on sale. Each edit runs its caller's audit in its
 * transaction, only when something changed.
 */
export class CreditPackagesService {
  constructor(private readonly ds: DataSource) {}

  /** Every package, on sale or not, by id. */
  async all(): Promise<CreditPackage[]> {
    return new PaymentsRepository(this.ds).allPackages();
  }

  async update(id: number, input: PackageTerms, audit: PackageAudit): Promise<CreditPackage> {
    if (!Number.isSafeInteger(id) || id < 1) throw AppError.notFound(PACKAGE_NOT_FOUND_MESSAGE);
    const terms = checkTerms(input);
    return this.ds.transaction(async (manager) => {
      const repo = new PaymentsRepository(manager);
      await repo.lockPackages();
      const current = await repo.packageById(id);
      if (!current) throw AppError.notFound(PACKAGE_NOT_FOUND_MESSAGE);
      const updated: CreditPackage = { ...current, ...terms };
      const before = factsOf(current);
      const after = factsOf(updated);
      if (JSON.stringify(before) === JSON.stringify(after)) return current;
      if (!terms.active && (await repo.countOnSaleExcept(id)) === 0) throw new AppError('CONFLICT', LAST_ON_SALE_MESSAGE);
      const popularClearedFrom = terms.popular ? await repo.clearPopularExcept(id) : [];
      await repo.updatePackage(id, terms);
      await audit(manager, { id, before, after, popularClearedFrom });
      return updated;
    });
  }

  /** A new package, numbered after the highest id, in the currency of the others. */
  async create(input: PackageTerms, audit: PackageAudit): Promise<CreditPackage> {
    const terms = checkTerms(input);
    return this.ds.transaction(async (manager) => {
      const repo = new PaymentsRepository(manager);
      await repo.lockPackages();
      const { maxId, n } = await repo.packageIds();
      if (n >= PACKAGE_LIMITS.count) throw new AppError('CONFLICT', TOO_MANY_PACKAGES_MESSAGE);
      const currency = (await repo.packageById(maxId))?.currency ?? 'usd';
      const created: CreditPackage = { id: maxId + 1, currency, ...terms };
      const popularClearedFrom = terms.popular ? await repo.clearPopularExcept(created.id) : [];
      await repo.insertPackage(created);
      await audit(manager, { id: created.id, before: null, after: factsOf(created), popularClearedFrom });
      return created;
    });
  }
}
