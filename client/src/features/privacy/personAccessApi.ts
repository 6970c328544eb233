import type { ContactSource } from '../../graphql/generated';

/**
 * "Find and remove me" over the server's public REST routes (server/src/modules/privacy/privacy.rest.ts):
 * a code to an address (or to those a profile link's profile holds), the code exchanged for 30
 * minutes' access, what the index holds, the file, a correction, and removal. The access is kept in memory only, never stored.
 */

/** A fact's origin: the source that gave it and when it was read. */
export interface FactOrigin {
  source: string;
  recordId: string | null;
  fetchedAt: string;
}

export interface HeldContact {
  kind: 'email' | 'phone';
  value: string;
  status: string;
  type: string;
  source: ContactSource;
  origin: string | null;
  fetchedAt: string | null;
  lastVerifiedAt: string | null;
  lastSeenOn: string | null;
}

/** One profile as the server answers it (GET /api/people-privacy/me). */
export interface HeldProfile {
  id: string;
  linkedin_username: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  summary: string | null;
  city: string | null;
  country: string | null;
  current_title: string | null;
  current_company: string | null;
  industry: string | null;
  skills: string[];
  work_experiences: Array<{ title?: string; company?: string; start?: string | null; end?: string | null }>;
  academic_credentials: Array<{ school?: string; degree?: string | string[] | null; field?: string | null }>;
  source: string;
  provenance: Record<string, FactOrigin>;
  created_at: string;
  contacts: HeldContact[];
}

/** A company that revealed the person's contact details (never the user), when, and how many of each. */
export interface RevealSeen {
  company: string;
  at: string;
  emails: number;
  phones: number;
}

export interface PersonData {
  email: string;
  at: string;
  profiles: HeldProfile[];
  revealedBy: RevealSeen[];
}

/** Who the person says they are: their address, or a LinkedIn profile link whose profile holds one. */
export type PersonClaim = { email: string } | { profile: string };

/** What a person can ask to have corrected (the server's CORRECTION_FIELDS). */
export const CORRECTION_FIELDS = [
  { value: 'first_name', label: 'First name' },
  { value: 'last_name', label: 'Last name' },
  { value: 'headline', label: 'Headline' },
  { value: 'current_title', label: 'Current title' },
  { value: 'city', label: 'City' },
  { value: 'other', label: 'Something else' },
] as const;

/** The server's refusal, in its words. */
export class PersonAccessError extends Error {}

async function call<T>(method: string, path: string, opts: { body?: unknown; access?: string } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/people-privacy${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.access ? { 'x-person-access': opts.access } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch {
    throw new PersonAccessError('We could not reach TalentLens. Check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new PersonAccessError(body?.message ?? 'Something went wrong on our side. Please try again.');
  return body as T;
}

export const requestCode = (claim: PersonClaim) => call<{ message: string }>('POST', '/code', { body: claim });

export const verifyCode = async (claim: PersonClaim, code: string) =>
  (await call<{ data: { token: string; expiresAt: string } }>('POST', '/verify', { body: { ...claim, code } })).data;

export const askCorrection = (access: string, correction: { profileId: string; field: string; value: string; note?: string }) =>
  call<{ message: string; data: { dueAt: string } }>('POST', '/me/corrections', { body: correction, access });

export const fetchMyData = async (access: string) => (await call<{ data: PersonData }>('GET', '/me', { access })).data;

export const removeMe = (access: string) => call<{ message: string; data: { removedProfiles: number } }>('DELETE', '/me', { access });

/** The data as the file the server makes (GET /me/download), saved by the browser. */
export async function downloadMyData(access: string): Promise<void> {
  const res = await fetch('/api/people-privacy/me/download', { headers: { 'x-person-access': access } }).catch(() => null);
  if (!res?.ok) throw new PersonAccessError('Your data could not be downloaded. Please try again.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'talentlens-my-data.json';
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

const FACT_LABELS: Record<string, string> = {
  name: 'Name',
  linkedin: 'LinkedIn profile',
  headline: 'Headline',
  summary: 'Summary',
  location: 'Location',
  role: 'Current role',
  industry: 'Industry',
  experience: 'Work history',
  education: 'Education',
  skills: 'Skills',
};

/** The facts of a profile as rows: what, the value as shown, where it came from and when. */
export function factRows(p: HeldProfile): Array<{ fact: string; value: string; source: string; read: string | null }> {
  const values: Record<string, string> = {
    name: `${p.first_name} ${p.last_name}`.trim(),
    linkedin: p.linkedin_username.startsWith('~') ? '' : `linkedin.com/in/${p.linkedin_username}`,
    headline: p.headline ?? '',
    summary: p.summary ?? '',
    location: [p.city, p.country].filter(Boolean).join(', '),
    role: [p.current_title, p.current_company].filter(Boolean).join(' at '),
    industry: p.industry ?? '',
    experience: p.work_experiences.map((w) => [w.title, w.company].filter(Boolean).join(' at ')).join('; '),
    education: p.academic_credentials
      .map((e) => [[e.degree].flat().filter(Boolean).join(', '), e.field, e.school].filter(Boolean).join(', '))
      .join('; '),
    skills: p.skills.join(', '),
  };
  return Object.entries(FACT_LABELS)
    .filter(([key]) => values[key])
    .map(([key, fact]) => {
      const origin = p.provenance[key];
      return { fact, value: values[key], source: origin?.source ?? p.source, read: origin?.fetchedAt ?? null };
    });
}
