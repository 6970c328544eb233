import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../auth/mailer';
import { alertMail, type AlertPerson } from './saved-search-alert-mail';
import type { SavedSearchAlertName } from './saved-search.entity';
import { SavedSearchesRepository, type DueAlertRow } from './saved-searches.repository';
import { describeSearch, searchOf } from './saved-searches.service';
import type { SearchService } from './search.service';

export const SAVED_SEARCH_ALERTS_QUEUE = 'saved-search-alerts';
/** Every 15 minutes (UTC), once across every process on the database. */
const EVERY_15_MINUTES = '*/15 * * * *';

const DAY_MS = 86_400_000;
const PERIOD_MS: Record<Exclude<SavedSearchAlertName, 'off'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/**
 * An alert is due a little before its full period: a run starts a few seconds after its quarter
 * hour and each alert then counts from that start, so without it a daily alert would slip by a
 * quarter of an hour every day.
 */
const DUE_SLACK_MS = 5 * 60_000;
/** The most alerts one run sends, oldest first; the next run (15 minutes later) takes the rest. */
export const ALERTS_PER_RUN = 500;

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link does not work any more. You can turn the alert off from My Searches.';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What one run did: how many alerts were due, mailed, had nobody new, or failed (tried again next run). */
export interface AlertRunSummary {
  due: number;
  sent: number;
  nothingNew: number;
  failed: number;
}

/**
 * Saved-search alerts (docs/features/search.md, "Saved searches"): a saved search with its alert
 * on (daily or weekly) e-mails its owner who was added to the index since the last alert, through
 * the mail edge. The `saved-search-alerts` job runs every 15 minutes (runDue): each due alert runs
 * its search for the people added after its `alert_sent_at` (the first page, at most 10, exact
 * then closest matches; removed and suppressed people are not in the index to be found), mails
 * them if there is anyone, and moves `alert_sent_at` to the run's start. A failure (the search,
 * the mail server) leaves that alert as it was, for the next run; the others go on.
 *
 * Nobody is mailed twice and nobody is missed: the run counts from one start taken in the
 * database's clock before any search (SavedSearchesRepository.alertRunStart: before the oldest
 * transaction still open, so a profile being written as the run starts is after it), and people
 * the run finds that were added after that start are left for the next alert. The queue runs one
 * job of this name at a time (its `stately` policy), and moving an alert only from the time it was
 * read keeps two runs from both moving one.
 */
export class SavedSearchAlertsService {
  private readonly repo: SavedSearchesRepository;

  constructor(
    ds: DataSource,
    private readonly search: SearchService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly options: { appUrl: string; perRun?: number },
    private readonly logger?: Pick<Logger, 'info' | 'warn'>,
  ) {
    this.repo = new SavedSearchesRepository(ds);
  }

  /** Sends the alerts due at `now` (by default the clock's): oldest first, at most ALERTS_PER_RUN. */
  async runDue(now: Date = this.clock.now()): Promise<AlertRunSummary> {
    const at = now.getTime() + DUE_SLACK_MS;
    const due = await this.repo.dueAlerts(
      new Date(at - PERIOD_MS.daily),
      new Date(at - PERIOD_MS.weekly),
      this.options.perRun ?? ALERTS_PER_RUN,
    );
    const summary: AlertRunSummary = { due: due.length, sent: 0, nothingNew: 0, failed: 0 };
    if (due.length === 0) return summary;
    const start = await this.repo.alertRunStart();
    for (const row of due) {
      try {
        summary[(await this.alert(row, start)) ? 'sent' : 'nothingNew'] += 1;
      } catch (err) {
        summary.failed += 1;
        this.logger?.warn({ err, savedSearchId: row.id }, 'a saved-search alert failed; the next run tries it again');
      }
    }
    if (summary.sent > 0 || summary.failed > 0) this.logger?.info({ ...summary }, 'saved-search alerts sent');
    return summary;
  }

  /**
   * Turns off the alert of an unsubscribe link's token, without signing in. An unknown token (an
   * alert turned on again since, a deleted saved search, a mistyped link) changes nothing: NOT_FOUND.
   */
  async unsubscribe(token: string | undefined): Promise<{ name: string; message: string }> {
    if (!token) throw AppError.badInput('The unsubscribe link has no token.');
    const done = TOKEN_SHAPE.test(token) ? await this.repo.unsubscribe(token) : null;
    if (!done) throw AppError.notFound(UNSUBSCRIBE_LINK_INVALID);
    const message =
      done.was === 'off'
        ? `E-mails about new people for "${done.name}" were already off.`
        : `You will get no more e-mails about new people for "${done.name}". You can turn them on again from My Searches.`;
    return { name: done.name, message };
  }

  /** The job: runDue every 15 minutes, once across every process. */
  async startWorker(queue: JobQueue): Promise<void> {
    await queue.work(SAVED_SEARCH_ALERTS_QUEUE, async () => {
      await this.runDue();
    });
    await queue.schedule(SAVED_SEARCH_ALERTS_QUEUE, EVERY_15_MINUTES);
  }

  /** One alert: mails who is new, if anyone, then moves it on to `start`. Whether a mail went. */
  private async alert(row: DueAlertRow, start: Date): Promise<boolean> {
    const since = row.alert_sent_at;
    if (start <= since) return false; // turned on a moment ago: nobody can be new yet
    const search = searchOf(row);
    const result = await this.search.search(
      row.user_id,
      { ...search, page: 1 },
      // The run's own scope: no answer cached before it is read, and the title dictionary is read afresh.
      { addedAfter: since, cacheScope: `alerts:${start.toISOString()}`, record: false },
    );
    const later = await this.repo.addedAfter(
      result.profiles.map((p) => String(p.id)),
      start,
    );
    const people = result.profiles.filter((p) => !later.has(String(p.id)));
    if (people.length > 0) {
      const base = this.options.appUrl;
      const listed: AlertPerson[] = people.map((p) => ({
        fullName: p.fullName,
        currentTitle: p.currentTitle,
        currentCompany: p.currentCompany,
        location: p.location,
        constraints: p.match?.constraints ?? [],
      }));
      const mail = alertMail({
        firstName: row.first_name,
        name: row.name,
        searchTerm: describeSearch(search),
        alert: row.alert === 'daily' ? 'daily' : 'weekly',
        since,
        people: listed,
        total: result.totalResults - later.size,
        runUrl: `${base}/searches?run=${row.id}`,
        unsubscribeUrl: `${base}/api/searches/saved/alerts/unsubscribe?token=${row.alert_token ?? ''}`,
      });
      // A mail that cannot be sent throws: the alert stays where it was, and the next run tries again.
      await this.mailer.send({ to: row.email, ...mail });
    }
    await this.repo.markAlertSent(row.id, since, start);
    return people.length > 0;
  }
}
