import { parse } from 'csv-parse/sync';
import { csvDelimiter } from './csv-dialect';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Clock } from '../../common/clock';
import { ProfileRepository } from '../profiles/profile.repository';
import { toProfileCard } from '../profiles/profile-card';
import type { ProfileCard } from '../profiles/profile.types';
import { columnsOf, GUESS_MAPPING } from './csv.format';
import { sameNamedPerson } from './person-merge';
import { emailKey, linkedinUsernameOf, normaliseEmail, personName, text } from './person-record';
import { PeopleMatchRepository } from './people-match.repository';
import type { PeopleMatchResult, PersonMatchRow } from './people-match.types';

/** The most a file may hold: characters, and rows after its header. */
export const MATCH_MAX_CHARS = 1_000_000;
export const MATCH_MAX_ROWS = 1_000;

export const MATCH_TOO_BIG = `The file is too big: at most ${MATCH_MAX_ROWS.toLocaleString('en-US')} people and 1 MB at a time.`;
export const MATCH_EMPTY = 'The file has no rows: give one person a row (a LinkedIn link, an e-mail, or a name with a company).';

interface GivenRow {
  line: number;
  usernames: string[];
  emails: string[];
  /** The row's person's name as the importer reads it, and `name` that name written out. */
  named: { firstName: string; lastName: string } | null;
  name: string | null;
  company: string | null;
}

/**
 * Matching a recruiter's own CSV against the index (docs/features/imports.md, "Recruiters' lists"):
 * each row by a LinkedIn link or an e-mail anywhere in it (exact), else by name with a company
 * (probable, with the reason). Nothing is written and nothing charged: the user saves the matches
 * as a list, and revealing contacts is priced as always.
 */
export class PeopleMatchService {
  private readonly repo: PeopleMatchRepository;
  private readonly profiles: ProfileRepository;

  constructor(
    ds: DataSource,
    private readonly clock: Clock,
    /** A card whose profile was not read from a source for this long is marked out of date (PROFILE_STALE_DAYS). */
    private readonly profileStaleDays: number,
  ) {
    this.repo = new PeopleMatchRepository(ds);
    this.profiles = new ProfileRepository(ds);
  }

  async match(csv: string): Promise<PeopleMatchResult> {
    if (csv.length > MATCH_MAX_CHARS) throw AppError.badInput(MATCH_TOO_BIG);
    let records: Array<{ record: string[]; info: { lines: number } }>;
    try {
      records = parse(csv, {
        bom: true,
        delimiter: csvDelimiter(csv),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        info: true,
      }) as unknown as Array<{
        record: string[];
        info: { lines: number };
      }>;
    } catch (err) {
      throw AppError.badInput(`The file could not be read as CSV: ${(err as Error).message}`);
    }
    // The first row is a header when it names a known column ('LinkedIn', 'First Name') and holds no link or address itself.
    const first = records[0]?.record ?? [];
    const columns = first.some((c) => /@|linkedin\.com\/(?:mwlite\/)?in\//i.test(c)) ? null : columnsOf(first, GUESS_MAPPING, 1);
    const data = columns ? records.slice(1) : records;
    if (!data.length) throw AppError.badInput(MATCH_EMPTY);
    if (data.length > MATCH_MAX_ROWS) throw AppError.badInput(MATCH_TOO_BIG);

    const cell = (row: string[], i: number | undefined) => (i === undefined ? '' : (row[i] ?? '').trim());
    const given: GivenRow[] = data.map(({ record, info }) => {
      const usernames = new Set<string>();
      const emails = new Set<string>();
      for (const c of record)
        for (const part of c.split(/[\s,;]+/)) {
          const u = /linkedin\.com\/(?:mwlite\/)?in\//i.test(part) ? linkedinUsernameOf(part) : null;
          if (u) usernames.add(u);
          const e = part.includes('@') ? normaliseEmail(part) : null;
          if (e) emails.add(e);
        }
      // The name as the importer reads it ('Dr. Zora Quintero, PhD', 'Quintero, Zora', 'Smith (she/her)'): first name first.
      const field = (i: number | undefined) => text(cell(record, i));
      const named = personName(field(columns?.firstName), field(columns?.lastName), field(columns?.fullName));
      return {
        line: info.lines,
        usernames: [...usernames],
        emails: [...emails],
        named,
        name: named ? `${named.firstName} ${named.lastName}`.trim() : null,
        company: cell(record, columns?.company) || null,
      };
    });

    const byUsername = await this.repo.byUsernames([...new Set(given.flatMap((g) => g.usernames))]);
    const byEmail = await this.repo.byEmailKeys([...new Set(given.flatMap((g) => g.emails.map(emailKey)))]);
    // `address`: the e-mail a row was matched by.
    const found: Array<{ id: string | null; status: PersonMatchRow['status']; reason: string; address?: string }> = [];
    for (const g of given) {
      const u = g.usernames.find((x) => byUsername.has(x));
      if (u) {
        found.push({ id: byUsername.get(u)!, status: 'exact', reason: 'Same LinkedIn profile' });
        continue;
      }
      const e = g.emails.find((x) => byEmail.has(emailKey(x)));
      if (e) {
        found.push({ id: byEmail.get(emailKey(e))!, status: 'exact', reason: `Same e-mail (${e})`, address: e });
        continue;
      }
      found.push(await this.byName(g));
    }

    const ids = [...new Set(found.map((f) => f.id).filter((id): id is string => !!id))];
    const freshness = { now: this.clock.now(), staleDays: this.profileStaleDays };
    const cards = new Map<string, ProfileCard>((await this.profiles.cards(ids)).map((p) => [p.id, toProfileCard(p, freshness)]));
    const rows: PersonMatchRow[] = given.map((g, i) => {
      let f = found[i];
      const person = f.id ? (cards.get(f.id) ?? null) : null;
      // An address a row shares with someone of another name (a shared inbox, an assistant's) is a lead, not a match.
      if (person && f.address && g.named && !sameNamedPerson(person, g.named))
        f = { ...f, status: 'probable', reason: `${f.reason}, but another name` };
      return {
        line: g.line,
        given:
          [g.name && (g.company ? `${g.name} · ${g.company}` : g.name), g.usernames[0] && `linkedin.com/in/${g.usernames[0]}`, g.emails[0]]
            .filter(Boolean)
            .join(' · ')
            .slice(0, 300) || '(nothing to match on)',
        status: person ? f.status : 'not_found',
        reason: person || !f.id ? f.reason : 'No longer in the index',
        person,
      };
    });
    return {
      rows,
      exact: rows.filter((r) => r.status === 'exact').length,
      probable: rows.filter((r) => r.status === 'probable').length,
      notFound: rows.filter((r) => r.status === 'not_found').length,
    };
  }

  private async byName(g: GivenRow): Promise<{ id: string | null; status: PersonMatchRow['status']; reason: string }> {
    const notFound = (reason: string) => ({ id: null, status: 'not_found' as const, reason });
    if (!g.name)
      return notFound(
        g.usernames.length || g.emails.length
          ? 'No one in the index has this LinkedIn profile or e-mail'
          : 'Nothing to match on: add a LinkedIn link, an e-mail, or a name with a company',
      );
    const candidates = await this.repo.byFullName(g.name, g.company || null);
    if (!candidates.length) return notFound('No one in the index has this name');
    if (g.company) {
      const same = candidates.filter((c) => c.atCompany);
      if (same.length === 1) return { id: same[0].id, status: 'probable', reason: `Same name and company (${g.company})` };
      if (same.length > 1) return notFound(`${same.length} people have this name and company: add their LinkedIn link or e-mail`);
      return notFound(`No one with this name worked at ${g.company}`);
    }
    if (candidates.length === 1)
      return { id: candidates[0].id, status: 'probable', reason: 'Same name, the only one in the index (no company given)' };
    return notFound(
      `${candidates.length}${candidates.length === 10 ? ' or more' : ''} people have this name: add a company, a LinkedIn link or an e-mail`,
    );
  }
}
