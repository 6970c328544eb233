import type { RevealedContacts } from '../contacts/contacts.types';
import type { ContactSource } from '../profiles/profile-contact.entity';
import { isStale, lastUpdatedAt, type Freshness } from '../profiles/profile-facts';
import { toCsv, type CsvValue } from './csv';
import type { PersonRow } from './lists.repository';
import type { ListStage } from './list-stages';

/**
 * The CRM-ready CSV of a list or of chosen profiles: its columns, the stage labels and one row per
 * person (ListsService.exportCsv and exportProfilesCsv read the rows; csv.ts writes the file).
 */

/**
 * The columns of an exported list, in order: what a CRM import maps without editing. Contacts only
 * for profiles the user has revealed, best status first, each followed by where it came from and
 * the day it was last checked (empty: never), so the customer can tell the person too (docs/decisions.md,
 * "Retention"). 'Profile updated' is the day the profile was last read from a source, and 'Out of
 * date' marks one older than PROFILE_STALE_DAYS. 'Sample' marks a generated sample person
 * (docs/decisions.md, "Sample data"), so a file cannot pass one off as real.
 */
export const EXPORT_COLUMNS = [
  'First name',
  'Last name',
  'Title',
  'Company',
  'Location',
  'Profile link',
  'Email 1',
  'Email 1 status',
  'Email 1 source',
  'Email 1 checked',
  'Email 2',
  'Email 2 status',
  'Email 2 source',
  'Email 2 checked',
  'Email 3',
  'Email 3 status',
  'Email 3 source',
  'Email 3 checked',
  'Phone 1',
  'Phone 1 source',
  'Phone 1 checked',
  'Phone 2',
  'Phone 2 source',
  'Phone 2 checked',
  'Stage',
  'Notes',
  'Profile updated',
  'Out of date',
  'Sample',
] as const;
type Column = (typeof EXPORT_COLUMNS)[number];
/** Phone 1 and Phone 2: their phone numbers are written as they are (see csv.ts). */
const PHONE_COLUMNS = new Set([EXPORT_COLUMNS.indexOf('Phone 1'), EXPORT_COLUMNS.indexOf('Phone 2')]);

/** Where a contact came from, as the export (and the client) names it. */
export const SOURCE_LABELS: Record<ContactSource, string> = {
  company_pattern: 'Company e-mail pattern',
  public_profile: 'Public profile',
  data_partner: 'Data partner',
  sample: 'Sample data',
};

/** 'Data partner (pdl)': the kind of source, and the import or provider that gave it when one did. */
function sourceText(c: { source: ContactSource; origin: string | null } | undefined): string | null {
  if (!c) return null;
  const label = SOURCE_LABELS[c.source] ?? c.source;
  return c.origin ? `${label} (${c.origin})` : label;
}

/** A day as a CRM reads it: 'YYYY-MM-DD' (UTC); null for none. */
function day(at: Date | string | null | undefined): string | null {
  return at ? new Date(at).toISOString().slice(0, 10) : null;
}

/** One row in the columns' order from the cells it has; every other cell empty. */
function line(cells: Partial<Record<Column, CsvValue>>): CsvValue[] {
  return EXPORT_COLUMNS.map((column) => cells[column] ?? null);
}

/** The title column of an entry whose person asked to be removed. */
const REMOVED_TITLE = "Removed at the person's request";

/** How the export and the list page name each stage. */
export const STAGE_LABELS: Record<ListStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  replied: 'Replied',
  interviewing: 'Interviewing',
  not_a_fit: 'Not a fit',
};

/** A person's city and country, as the list page and the export show them. */
export function locationOf(row: PersonRow): string | null {
  return [row.city, row.country].filter(Boolean).join(', ') || null;
}

/**
 * One exported row: a person (or a username no longer found), their best contacts with where each
 * came from and when it was checked, the entry's stage and notes, and how old the profile is
 * (`freshness`: now and PROFILE_STALE_DAYS).
 */
export function exportLine(
  row: PersonRow & { contacts: RevealedContacts },
  freshness: Freshness,
  entry?: { stage: string; notes: string | null; removed_reason?: string | null },
): CsvValue[] {
  const work = entry ? { Stage: STAGE_LABELS[entry.stage as ListStage] ?? entry.stage, Notes: entry.notes } : {};
  // A person who asked to be removed: the placeholder says so, and nothing else.
  if (entry?.removed_reason) return line({ Title: REMOVED_TITLE });
  // No link for someone no longer in the index: their username may be a removed sample person's
  // (made up) or no LinkedIn name at all (`~source.id`), and a link would send a CRM to a stranger.
  if (row.profile_id === null || row.created_at === null) return line({ Title: 'Not found', ...work });
  const emails = row.contacts.emails;
  const phones = row.contacts.phoneNumbers;
  const updatedAt = lastUpdatedAt({ refreshedAt: row.refreshed_at, newestFetchedAt: row.newest_fetched_at, createdAt: row.created_at });
  const cells: Partial<Record<Column, CsvValue>> = {
    'First name': row.first_name,
    'Last name': row.last_name,
    Title: row.current_title,
    Company: row.current_company,
    Location: locationOf(row),
    'Profile link': row.linkedin_link,
    ...work,
    'Profile updated': day(updatedAt),
    'Out of date': isStale(updatedAt, freshness) ? 'Out of date' : null,
    Sample: row.sample ? 'Sample' : null,
  };
  for (const i of [1, 2, 3] as const) {
    const e = emails[i - 1];
    cells[`Email ${i}` as const] = e?.address;
    cells[`Email ${i} status` as const] = e?.status;
    cells[`Email ${i} source` as const] = sourceText(e);
    cells[`Email ${i} checked` as const] = day(e?.lastVerifiedAt);
  }
  for (const i of [1, 2] as const) {
    const p = phones[i - 1];
    cells[`Phone ${i}` as const] = p?.number;
    cells[`Phone ${i} source` as const] = sourceText(p);
    cells[`Phone ${i} checked` as const] = day(p?.lastVerifiedAt);
  }
  return line(cells);
}

export function exportFile(rows: CsvValue[][]): string {
  return toCsv([[...EXPORT_COLUMNS], ...rows], { phoneColumns: PHONE_COLUMNS });
}
