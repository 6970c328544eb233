import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AuditEntry } from './audit-entry.entity';

export type NewAuditEntry = Pick<AuditEntry, 'staffId' | 'action' | 'targetType' | 'targetId' | 'details' | 'reason'>;

export interface AuditFilter {
  staffId?: string;
  action?: string;
}

/** The statements of staff_audit_log: append and read, never update or delete. */
export class AuditRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Appends a row, stamped with the time of the write. */
  async append(entry: NewAuditEntry): Promise<void> {
    const details = entry.details as QueryDeepPartialEntity<Record<string, unknown>>;
    await this.db.getRepository(AuditEntry).insert({ ...entry, details, createdAt: () => 'clock_timestamp()' });
  }

  /** One page, newest first (the id breaks ties), and how many rows match. */
  async page(filter: AuditFilter, page: { skip: number; take: number }): Promise<[AuditEntry[], number]> {
    const where = { ...(filter.staffId ? { staffId: filter.staffId } : {}), ...(filter.action ? { action: filter.action } : {}) };
    return this.db.getRepository(AuditEntry).findAndCount({ where, order: { createdAt: 'DESC', id: 'DESC' }, ...page });
  }

  /** The usernames of staff accounts by id (the log keeps the id; an account's name is read when shown). */
  async usernames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: string; username: string }> = await this.db.query(
      'SELECT id, username FROM staff_accounts WHERE id = ANY($1)',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  /** The actions that occur in the log, for the filter. */
  async actions(): Promise<string[]> {
    const rows: Array<{ action: string }> = await this.db.query('SELECT DISTINCT action FROM staff_audit_log ORDER BY action');
    return rows.map((r) => r.action);
  }
}
