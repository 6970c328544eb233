import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { DashboardRepository } from './dashboard.repository';
import {
  DASHBOARD_DAYS_MAX,
  DATE_FORMAT_MESSAGE,
  DATE_ORDER_MESSAGE,
  DATE_YEARS_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  type DashboardDay,
  type DashboardTotals,
} from './dashboard.types';

const DAY_MS = 86_400_000;
const FIRST_YEAR = 1970;

export interface Dashboard {
  from: string;
  to: string;
  days: DashboardDay[];
  totals: DashboardTotals;
}

/** The UTC midnight of a YYYY-MM-DD day, or BAD_USER_INPUT when it is not a day of the calendar from 1970. */
function dayOf(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw AppError.badInput(DATE_FORMAT_MESSAGE);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR) throw AppError.badInput(DATE_YEARS_MESSAGE);
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw AppError.badInput(DATE_FORMAT_MESSAGE);
  }
  return at;
}

/**
 * The staff dashboard: sign-ups, active users, searches, reveals, credits sold and revenue per UTC
 * day over a range of at most 366 days, every day present (zeros included), with the totals (active
 * users counted once over the range).
 */
export class DashboardService {
  constructor(private readonly ds: DataSource) {}

  async figures(from: string, to: string): Promise<Dashboard> {
    const [start, end] = [dayOf(from), dayOf(to)];
    if (end < start) throw AppError.badInput(DATE_ORDER_MESSAGE);
    if ((end - start) / DAY_MS + 1 > DASHBOARD_DAYS_MAX) throw AppError.badInput(RANGE_TOO_LONG_MESSAGE);
    const rows = await new DashboardRepository(this.ds).days(from, to);
    const days = rows.map(({ activeUsersInRange: _, ...day }) => day);
    const sum = (key: 'signUps' | 'searches' | 'reveals' | 'creditsSold' | 'revenueCents') => days.reduce((n, d) => n + d[key], 0);
    return {
      from,
      to,
      days,
      totals: {
        signUps: sum('signUps'),
        activeUsers: rows[0]?.activeUsersInRange ?? 0,
        searches: sum('searches'),
        reveals: sum('reveals'),
        creditsSold: sum('creditsSold'),
        revenueCents: sum('revenueCents'),
      },
    };
  }
}
