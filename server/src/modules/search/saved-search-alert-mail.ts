import dayjs from 'dayjs';
import type { SavedSearchAlertName } from './saved-search.entity';

/** One new person as an alert e-mail lists them: the card's own lines and why they matched. */
export interface AlertPerson {
  fullName: string;
  currentTitle: string | null;
  currentCompany: string | null;
  location: string;
  /** The card's constraints (match.constraints): each met or missed, in the order of the search. */
  constraints: ReadonlyArray<{ label: string; met: boolean }>;
}

export interface AlertMailInput {
  /** The owner's first name, when they gave one. */
  firstName: string | null;
  /** The saved search's name, and how the search reads. */
  name: string;
  searchTerm: string;
  alert: Exclude<SavedSearchAlertName, 'off'>;
  /** People added to the index after this are the new ones. */
  since: Date;
  /** The new people listed (the first page of the search, at most 10). */
  people: readonly AlertPerson[];
  /** How many new people the search lists in all (at least people.length). */
  total: number;
  /** Opens the saved search in the app (a new run of it). */
  runUrl: string;
  /** Turns this alert off without signing in. */
  unsubscribeUrl: string;
}

const count = (n: number) => `${n.toLocaleString('en-US')} new ${n === 1 ? 'person' : 'people'}`;

/** "Data Scientist at Newcomer Labs · Berlin, Germany", with whatever of it the profile has. */
export function personLine(p: AlertPerson): string {
  const role = [p.currentTitle, p.currentCompany ? `at ${p.currentCompany}` : null].filter(Boolean).join(' ');
  return [p.fullName, [role, p.location].filter(Boolean).join(' · ')].filter(Boolean).join(' — ');
}

/** Why they matched, as the card says it: "✓ Data Scientist  ✓ Berlin, Germany  ✗ PyTorch". */
export function matchLine(p: AlertPerson): string {
  return p.constraints.map((c) => `${c.met ? '✓' : '✗'} ${c.label}`).join('  ');
}

/**
 * The e-mail of a saved-search alert (saved-search-alerts.service.ts): `3 new people for "Backend
 * in Berlin"`, a few lines per person (name, current title at company, place; the constraints they
 * meet and miss), how many more there are, a link to run the search in the app and one to stop
 * these e-mails. Plain text, as every mail of the app.
 */
export function alertMail(input: AlertMailInput): { subject: string; text: string } {
  const total = Math.max(input.total, input.people.length);
  const hello = input.firstName ? `Hi ${input.firstName},` : 'Hello,';
  const about = input.searchTerm && input.searchTerm !== input.name ? ` (${input.searchTerm})` : '';
  const people = input.people.flatMap((p) => {
    const why = matchLine(p);
    return why ? [personLine(p), `  ${why}`, ''] : [personLine(p), ''];
  });
  const more = total - input.people.length;
  const lines = [
    hello,
    '',
    `${count(total)} ${total === 1 ? 'matches' : 'match'} your saved search "${input.name}"${about} since ${dayjs(input.since).format('MMM D, YYYY')}:`,
    '',
    ...people,
    ...(more > 0 ? [`…and ${more.toLocaleString('en-US')} more.`, ''] : []),
    `See them in TalentLens: ${input.runUrl}`,
    '',
    `You get this e-mail ${input.alert} because you turned on alerts for this saved search.`,
    `Stop these e-mails: ${input.unsubscribeUrl}`,
  ];
  return { subject: `${count(total)} for "${input.name}"`, text: lines.join('\n') };
}
