import { createHash } from 'node:crypto';

/**
 * How a person is named for matching without keeping who they are: the keys of an e-mail address,
 * a LinkedIn username, a phone number and a source's record id, each a SHA-256 of its normalised
 * form. The import writer finds a person by them (profile_identities), and the suppression list
 * (suppressions) keeps only them, never the clear values.
 */

/** What a key names. */
export type PersonKeyKind = 'email' | 'linkedin' | 'phone' | 'record';

export interface PersonKey {
  kind: PersonKeyKind;
  /** SHA-256, hex. */
  hash: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An e-mail address as compared: trimmed, lower-case, without a +tag; null when it is not an address. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // As address books and mail clients write one: 'mailto:a@b.com', '<a@b.com>', '"a@b.com"', 'a@b.com;'.
  const v = value
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '')
    .replace(/^[<"'([]+|[>"')\].,;:]+$/g, '');
  const m = /^([^\s@<>"]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/.exec(v);
  if (!m || v.length > 200) return null;
  return `${m[1].split('+')[0] || m[1]}@${m[2]}`;
}

/** The identity key of an e-mail address (profile_identities, kind 'email'): a SHA-256 of its normalised form. */
export function emailKey(email: string): string {
  return sha256(normaliseEmail(email) ?? email);
}

/** A phone number as compared: its digits after a plus ('+44 20 7946 0000' → '+442079460000'); null with fewer than 7 digits. */
export function normalisePhone(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? `+${digits}` : null;
}

/** The keys of what names a person; values that are not what they claim (an address without @) give none. */
export function personKeys(of: {
  linkedinUsernames?: readonly string[];
  emails?: readonly string[];
  phones?: readonly string[];
  /** `source:recordId` ('pdl:abc123'). */
  records?: readonly string[];
}): PersonKey[] {
  const keys: PersonKey[] = [];
  for (const u of of.linkedinUsernames ?? [])
    if (u.trim() && !u.startsWith('~')) keys.push({ kind: 'linkedin', hash: sha256(u.trim().toLowerCase()) });
  for (const e of of.emails ?? []) {
    const n = normaliseEmail(e);
    if (n) keys.push({ kind: 'email', hash: sha256(n) });
  }
  for (const p of of.phones ?? []) {
    const n = normalisePhone(p);
    if (n) keys.push({ kind: 'phone', hash: sha256(n) });
  }
  // Record ids are kept as the source wrote them: PDL's are case-sensitive.
  for (const r of of.records ?? []) if (r.includes(':')) keys.push({ kind: 'record', hash: sha256(r.trim()) });
  const seen = new Set<string>();
  return keys.filter((k) => !seen.has(`${k.kind}:${k.hash}`) && seen.add(`${k.kind}:${k.hash}`));
}

/**
 * The keys of contacts as the reveal log keeps them (`email:<hash>`, `phone:<hash>`): a person's
 * request finds the reveals of their own contacts by them, even once the profile is gone.
 */
export function contactKeys(contacts: ReadonlyArray<{ kind: 'email' | 'phone'; value: string }>): string[] {
  const keys = personKeys({
    emails: contacts.filter((c) => c.kind === 'email').map((c) => c.value),
    phones: contacts.filter((c) => c.kind === 'phone').map((c) => c.value),
  });
  return keys.map((k) => `${k.kind}:${k.hash}`);
}
