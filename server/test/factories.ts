import { randomUUID } from 'node:crypto';
import { EntityManager, type DataSource } from 'typeorm';
import type { StaffRole } from '../src/common/session';
import { insertStaffAccount } from '../src/modules/staff/staff-accounts.service';
import { AuditService } from '../src/modules/staff/audit.service';
import type { AcademicCredential, WorkExperience } from '../src/modules/profiles/profile.entity';
import {
  contactColumnValues,
  upsertProfile,
  type ContactWrite,
  type ProfileFields,
} from '../src/modules/profiles/profile-writer.repository';
import { signUp, uniqueEmail, type TestServer } from './helpers';

/**
 * Factories: each test makes the users, lists and people it uses, through the product's own
 * paths (a sign-up and a list over the API; a person through the profile writer every provider
 * uses), instead of borrowing rows of the seeded index. Test files run in parallel on one
 * database, so nothing made here is shared: every user has an address of its own, every person a
 * new id and username.
 *
 * A factory person is a complete profile (a career of three dated roles at two employers,
 * education, skills, contacts) written in words no search of the test suite finds: an invented
 * name, titles, companies, skills and school, living in Testville, Testland (country code ZZ),
 * with no seniority, function, industry or company id (the filters search has). So the counts the
 * search tests read from the seeded index stay as they are. Its id is far above the seeded ids, so
 * it also sorts after them in any ranking tier. A test that needs a searchable person overrides
 * the fields it needs, and says so.
 */

/** A user signed up over the real API (e-mail code read from the outbox). */
export interface NewUser {
  id: string;
  email: string;
  token: string;
  /** The user info the sign-up answered. */
  user: Awaited<ReturnType<typeof signUp>>['user'];
}

export interface NewUserOptions {
  /** The address to sign up with (default: a fresh one on a domain of its own). */
  email?: string;
  /** The local part's prefix of the default address. */
  prefix?: string;
}

/** A new user, signed up over REST as a person would: five starter credits, a session token. */
export async function newUser(t: TestServer, opts: NewUserOptions = {}): Promise<NewUser> {
  const { email, user, token } = await signUp(t, opts.email ?? uniqueEmail(opts.prefix));
  return { id: user._id as string, email, token, user };
}

/** A staff account signed in over REST. */
export interface NewStaff {
  id: string;
  username: string;
  email: string;
  token: string;
}

/** A new staff account, made as the command line makes it, signed in over REST. */
export async function newStaff(t: TestServer, role: StaffRole = 'admin', password = 'correct horse battery staple'): Promise<NewStaff> {
  const username = `${role}-${randomUUID().slice(0, 8)}`;
  const email = `${username}@staff.talentlens.test`;
  const made = await insertStaffAccount(
    t.ds,
    new AuditService(t.ds),
    { username, email, password, role },
    null,
    'command line',
    t.config.staffPasswordCost,
  );
  const login = await t.rest('POST', '/api/admins/login', { email, password });
  if (login.status !== 200) throw new Error(`staff sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: made.id, username, email, token: login.body.data.token as string };
}

/** A new list of `token`'s user, made over REST as the app makes it; its id. */
export async function newList(t: TestServer, token: string, name = 'Prospects', description?: string): Promise<string> {
  const r = await t.rest('POST', '/api/profile/list', { name, description }, { token });
  if (r.status !== 201) throw new Error(`creating a list failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.id as string;
}

/** Where factory people live: a place no vocabulary, seeded profile or search names. */
export const FACTORY_PLACE = { city: 'Testville', country: 'Testland', countryCode: 'ZZ' } as const;
export const FACTORY_LOCATION = `${FACTORY_PLACE.city}, ${FACTORY_PLACE.country}`;

/** Factory ids start here: far above the seeded ones (1..count), below 2^53 so they survive JSON numbers. */
export const FACTORY_ID_BASE = 10n ** 15n;

const DEFAULT_TITLE = 'Gizmologist';
const DEFAULT_COMPANY = 'Vexmoor Gizmoworks';
const PAST_COMPANY = 'Plonkbury Widgetry';

/** What a test may set: any stored field, and the contacts (which replace the default ones). */
export interface ProfileOverrides extends Partial<ProfileFields> {
  contacts?: readonly ContactWrite[];
}

/** The person as written: every stored field, the contacts in the order they were written, and when the profile was added. */
export interface NewProfile extends ProfileFields {
  contacts: ContactWrite[];
  /** profiles.created_at: what a contact that does not record when it was read is dated by (its `fetchedAt`). */
  createdAt: Date;
}

/** 'YYYY-MM' of this month. */
function thisMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

/** Months from `start` ('YYYY-MM') to `end`, both counted. */
function monthsBetween(start: string, end: string): number {
  const [sy, sm] = start.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  return (ey - sy) * 12 + (em - sm) + 1;
}

/** A phone number of Testland (calling code +999, not a real one), digits drawn from `hex`. */
function phoneOf(hex: string): string {
  const digits = [...hex].map((c) => String(parseInt(c, 16) % 10)).join('');
  return `+999 ${2 + (parseInt(hex[0], 16) % 8)}${digits.slice(1, 3)} ${digits.slice(3, 7)} ${digits.slice(7, 11)}`;
}

/**
 * Midnight (UTC) `days` days before today, as an ISO timestamp: a check date that stays as old
 * whatever day the tests run (a contact checked more than CONTACT_HIDE_DAYS ago is hidden).
 */
export function daysAgo(days: number): string {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return new Date(today - days * 86_400_000).toISOString();
}

/**
 * The default contacts: two e-mails and two phone numbers, of every status, written out of the
 * order the API shows them in (best first): a work e-mail on the current employer's domain, a
 * personal one, a mobile and a direct line, each with its source and when it was last checked
 * (weeks ago: well within CONTACT_HIDE_DAYS).
 */
export function defaultContacts(tag: string): ContactWrite[] {
  return [
    {
      kind: 'email',
      value: `zorvina.testperson.${tag}@vexmoor-gizmoworks.example`,
      status: 'likely',
      type: 'work',
      source: 'company_pattern',
      lastVerifiedAt: daysAgo(74),
    },
    { kind: 'phone', value: phoneOf(tag.slice(0, 12)), status: 'unverified', type: 'work', source: 'public_profile', lastVerifiedAt: null },
    {
      kind: 'email',
      value: `zorvina.${tag}@testmail.example`,
      status: 'verified',
      type: 'personal',
      source: 'data_partner',
      lastVerifiedAt: daysAgo(56),
    },
    {
      kind: 'phone',
      value: phoneOf(tag.slice(4)),
      status: 'likely',
      type: 'personal',
      source: 'data_partner',
      lastVerifiedAt: daysAgo(89),
    },
  ];
}

/**
 * A new person in the people index, written through upsertProfile (profile, contacts and search
 * row together), with a unique id, LinkedIn username and link. Every field can be overridden;
 * the headline, summary and current role follow an overridden current title and company.
 *
 *   await newProfile(t.ds)                                   // a complete, unsearchable person
 *   await newProfile(t.ds, { contacts: [] })                 // nothing to reveal
 *   await newProfile(t.ds, { currentTitle: 'Recruiter' })    // searchable by title: say so in the test
 */
export async function newProfile(db: DataSource | EntityManager, overrides: ProfileOverrides = {}): Promise<NewProfile> {
  const { contacts: contactOverrides, ...fields } = overrides;
  const hex = randomUUID().replace(/-/g, '');
  const id = String(FACTORY_ID_BASE + BigInt(`0x${hex.slice(0, 13)}`));
  const tag = hex.slice(13, 25);
  const linkedinUsername = fields.linkedinUsername ?? `zorvina-testperson-${tag}`;
  const title = fields.currentTitle ?? DEFAULT_TITLE;
  const company = fields.currentCompany ?? DEFAULT_COMPANY;
  const location = `${fields.city ?? FACTORY_PLACE.city}, ${fields.country ?? FACTORY_PLACE.country}`;

  const workExperiences: WorkExperience[] = [
    {
      title,
      company,
      companyDomain: 'vexmoor-gizmoworks.example',
      industry: 'Gizmotronics',
      location,
      start: '2021-03',
      end: null,
      summary: 'Runs the gizmology bench.',
    },
    {
      title: 'Widgeteer',
      company,
      companyDomain: 'vexmoor-gizmoworks.example',
      industry: 'Gizmotronics',
      location,
      start: '2018-07',
      end: '2021-02',
      summary: null,
    },
    {
      title: 'Sprocketeer',
      company: PAST_COMPANY,
      companyDomain: 'plonkbury-widgetry.example',
      industry: 'Gizmotronics',
      location,
      start: '2015-09',
      end: '2018-06',
      summary: null,
    },
  ];
  const academicCredentials: AcademicCredential[] = [
    {
      school: 'Plonkbury Gizmoversity',
      degree: 'Magister Gizmologiae',
      field: 'Widgetcraft',
      start: '2011-09',
      end: '2015-06',
      location,
      summary: null,
    },
  ];
  const experienceMonths = monthsBetween('2015-09', thisMonth());

  const profile: ProfileFields = {
    id,
    linkedinUsername,
    linkedinLink: `https://www.linkedin.com/in/${linkedinUsername}`,
    firstName: 'Zorvina',
    lastName: 'Testperson',
    profilePicture: null,
    headline: `${title} at ${company}`,
    summary: `${title} at ${company}; Sprocketeer at ${PAST_COMPANY} before. Gizmology, widgetcraft, plonkmetry.`,
    city: FACTORY_PLACE.city,
    country: FACTORY_PLACE.country,
    countryCode: FACTORY_PLACE.countryCode,
    region: null,
    currentTitle: title,
    currentCompanyId: null,
    currentCompany: company,
    seniority: null,
    jobFunction: null,
    industry: null,
    experienceMonths,
    skills: ['Gizmology', 'Widgetcraft', 'Plonkmetry', 'Zentrobics'],
    socialProfiles: [{ network: 'linkedin', username: linkedinUsername }],
    workExperiences,
    academicCredentials,
    source: 'local',
    ...fields,
  };
  const contacts = [...(contactOverrides ?? defaultContacts(tag))];
  await upsertProfile(db instanceof EntityManager ? db : db.manager, { profile, contacts });
  const [{ created_at: createdAt }]: Array<{ created_at: Date }> = await db.query('SELECT created_at FROM profiles WHERE id = $1', [id]);
  return { ...profile, contacts, createdAt };
}

/** Several new people at once, each with the same overrides. */
export function newProfiles(db: DataSource | EntityManager, count: number, overrides: ProfileOverrides = {}): Promise<NewProfile[]> {
  return Promise.all(Array.from({ length: count }, () => newProfile(db, overrides)));
}

/**
 * The contacts of a person as the reveal answers list them (e-mails and phone numbers, in written
 * order, with their facts as the writer stores them), when none is outdated by the read rule nor
 * hidden by the retention rule.
 */
export function revealedContactsOf(p: Pick<NewProfile, 'contacts' | 'createdAt'>) {
  const facts = (c: ContactWrite) => {
    const [, , status, type, source, checked] = contactColumnValues(c);
    // Factory people come from no import: their contacts have no origin, and are dated by when the profile was added.
    return {
      status,
      type,
      source,
      lastVerifiedAt: checked === null ? null : new Date(checked).toISOString(),
      fetchedAt: p.createdAt.toISOString(),
      origin: null,
      lastSeenOn: null,
    };
  };
  return {
    emails: p.contacts.filter((c) => c.kind === 'email').map((c) => ({ address: c.value, ...facts(c) })),
    phoneNumbers: p.contacts.filter((c) => c.kind === 'phone').map((c) => ({ number: c.value, ...facts(c) })),
  };
}
