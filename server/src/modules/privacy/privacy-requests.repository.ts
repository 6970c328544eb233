import type { DataSource, EntityManager } from 'typeorm';
import { PrivacyRequest, type PrivacyRequestKind, type PrivacyRequestStatus } from './privacy-request.entity';

export type NewPrivacyRequest = Pick<PrivacyRequest, 'kind' | 'emailKey' | 'email' | 'profileId' | 'details' | 'receivedAt' | 'dueAt'> &
  Partial<Pick<PrivacyRequest, 'status' | 'closedAt' | 'outcome'>>;

/** Which requests staff look at: open ones (the oldest deadline first) or closed ones (the newest first). */
export interface PrivacyRequestFilter {
  status: 'open' | 'closed';
  kind?: PrivacyRequestKind;
}

/** The statements of privacy_requests. Runs on a DataSource or inside a caller's transaction. */
export class PrivacyRequestsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  private get repo() {
    return this.db.getRepository(PrivacyRequest);
  }

  async insert(request: NewPrivacyRequest): Promise<PrivacyRequest> {
    return this.repo.save(this.repo.create({ status: 'open', closedAt: null, outcome: null, ...request }));
  }

  async page(filter: PrivacyRequestFilter, skip: number, take: number): Promise<[PrivacyRequest[], number]> {
    const q = this.repo.createQueryBuilder('r');
    if (filter.status === 'open') q.where(`r.status = 'open'`).orderBy('r.dueAt', 'ASC');
    else q.where(`r.status <> 'open'`).orderBy('r.closedAt', 'DESC');
    if (filter.kind) q.andWhere('r.kind = :kind', { kind: filter.kind });
    return q.addOrderBy('r.id', 'ASC').skip(skip).take(take).getManyAndCount();
  }

  /** How many requests are open, and how many of those are past their deadline at `now`. */
  async openCounts(now: Date): Promise<{ open: number; overdue: number }> {
    const [row]: Array<{ open: number; overdue: number }> = await this.db.query(
      `SELECT count(*)::int AS open, count(*) FILTER (WHERE due_at < $1)::int AS overdue FROM privacy_requests WHERE status = 'open'`,
      [now],
    );
    return row ?? { open: 0, overdue: 0 };
  }

  /** An open request, locked for the rest of the transaction; null when there is none or it is closed. */
  async lockOpen(id: string): Promise<PrivacyRequest | null> {
    return this.repo.findOne({ where: { id, status: 'open' }, lock: { mode: 'pessimistic_write' } });
  }

  /** Closes a request: its outcome, who, when; the address is let go (the answer was sent). */
  async close(
    id: string,
    change: {
      status: Exclude<PrivacyRequestStatus, 'open'>;
      closedAt: Date;
      closedBy: string | null;
      outcome: string;
      details: Record<string, unknown>;
    },
  ): Promise<void> {
    const { details, ...rest } = change;
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ ...rest, email: null, details: () => 'CAST(:details AS jsonb)' })
      .setParameter('details', JSON.stringify(details))
      .where('id = :id', { id })
      .execute();
  }

  /** The open requests of an address (by its key), locked: a removal closes them. */
  async openOf(emailKey: string): Promise<PrivacyRequest[]> {
    return this.repo.find({ where: { emailKey, status: 'open' }, lock: { mode: 'pessimistic_write' } });
  }
}
