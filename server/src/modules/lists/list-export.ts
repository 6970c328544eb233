import type { RevealedContacts } from '../contacts/contacts.types';
import { toCsv, type CsvValue } from './csv';
import type { PersonRow } from './lists.repository';
import type { ListStage } from './list-stages';

/**
 * The CRM-ready CSV of a list or of chosen profiles: its columns, the stage labels and one row per
 * person (ListsService.exportCsv and exportProfilesCsv read the rows; csv.ts writes the file).
 */

/**
 * The columns of an exported list, in order: what a CRM import maps without editing. Contacts only
 * for profiles the user has revealed, best status first. 'Sample' marks a generated sample person
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
  'Email 2',
  'Email 2 status',
  'Email 3',
  'Email 3 status',
  'Phone 1',
  'Phone 2',
  'Stage',
  'Notes',
  'Sample',
] as const;
/** Phone 1 and Phone 2: their phone numbers are written as they are (see csv.ts). */
const PHONE_COLUMNS = new Set([EXPORT_COLUMNS.indexOf('Phone 1'), EXPORT_COLUMNS.indexOf('Phone 2')]);

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

/** One exported row: a person (or a username no longer found), their best contacts, and the entry's stage and notes. */
export function exportLine(
  row: PersonRow & { contacts: RevealedContacts },
  entry?: { stage: string; notes: string | null; removed_reason?: string | null },
): CsvValue[] {
  const work = entry ? [STAGE_LABELS[entry.stage as ListStage] ?? entry.stage, entry.notes] : [null, null];
  // A person who asked to be removed: the placeholder says so, and nothing else.
  if (entry?.removed_reason) return [null, null, REMOVED_TITLE, ...Array<null>(EXPORT_COLUMNS.length - 3).fill(null)];
  // No link for someone no longer in the index: their username may be a removed sample person's
  // (made up) or no LinkedIn name at all (`~source.id`), and a link would send a CRM to a stranger.
  if (row.profile_id === null) return [null, null, 'Not found', null, null, null, ...Array<null>(8).fill(null), ...work, null];
  const emails = row.contacts.emails.slice(0, 3);
  const phones = row.contacts.phoneNumbers.slice(0, 2);
  return [
    row.first_name,
    row.last_name,
    row.current_title,
    row.current_company,
    locationOf(row),
    row.linkedin_link,
    ...[0, 1, 2].flatMap((i) => [emails[i]?.address, emails[i]?.status]),
    phones[0]?.number,
    phones[1]?.number,
    ...work,
    row.sample ? 'Sample' : null,
  ];
}

export function exportFile(rows: CsvValue[][]): string {
  return toCsv([[...EXPORT_COLUMNS], ...rows], { phoneColumns: PHONE_COLUMNS });
}
