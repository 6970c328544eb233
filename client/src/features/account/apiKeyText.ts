import dayjs from 'dayjs';

/**
 * How the account page writes API keys (client/test/apiKeyText.test.ts). The server's rules, as
 * the form checks them before sending: a name of 1 to 100 characters once trimmed.
 */
export const API_KEY_NAME_MAX = 100;

/** The form's check of a name: the message to show, or null when it will do. */
export function apiKeyNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Please give the API key a name.';
  if (trimmed.length > API_KEY_NAME_MAX) return `An API key name can be at most ${API_KEY_NAME_MAX} characters.`;
  return null;
}

/** The visible start of a key, with an ellipsis for the secret rest: 'tlk_ab12cd34…'. */
export function apiKeyPrefixText(prefix: string): string {
  return `${prefix}…`;
}

/** A day as the page writes it: 'Mar 4, 2025'. */
function day(value: string): string | null {
  const when = dayjs(value);
  return when.isValid() ? when.format('MMM D, YYYY') : null;
}

/** 'Created Mar 4, 2025'. */
export function createdText(createdAt: string): string {
  const when = day(createdAt);
  return when ? `Created ${when}` : 'Created';
}

/**
 * When the key was last used: 'Never', 'Just now' (within a minute: the server notes it to the
 * minute), 'n minutes ago', 'n hours ago', then the day.
 */
export function lastUsedText(lastUsedAt: string | null, now: Date = new Date()): string {
  if (!lastUsedAt) return 'Never';
  const when = dayjs(lastUsedAt);
  if (!when.isValid()) return 'Never';
  const minutes = dayjs(now).diff(when, 'minute');
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return when.format('MMM D, YYYY');
}

/** 'Active', or 'Revoked Mar 4, 2025'. */
export function apiKeyStatusText(key: { active: boolean; revokedAt: string | null }): string {
  if (key.active) return 'Active';
  const when = key.revokedAt ? day(key.revokedAt) : null;
  return when ? `Revoked ${when}` : 'Revoked';
}

/** The working keys first, newest first (as the server lists them; kept after a revoke in the cache). */
export function sortApiKeys<T extends { active: boolean; createdAt: string; id: string }>(keys: readonly T[]): T[] {
  return [...keys].sort(
    (a, b) =>
      Number(b.active) - Number(a.active) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}
