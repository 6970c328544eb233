import { AppError } from '../../common/errors';

/**
 * How the REST routes name a profile (docs/product-spec.md §7): the base64 of its LinkedIn link in
 * the path. Both base64 alphabets are accepted (standard and URL-safe), with or without padding;
 * the link may come with or without protocol, 'www.' or a country subdomain, a trailing slash, a
 * query or a fragment. What identifies the person is the username after /in/. A sample person's link
 * is on the reserved host linkedin.example (sampleProfileLink) and is read the same way.
 */

export const NOT_BASE64 = 'The profile link in the address must be base64-encoded (standard or URL-safe).';
export const NOT_A_PROFILE_LINK =
  'That is not a LinkedIn profile link. Use the address of a profile, such as https://www.linkedin.com/in/jane-doe.';
export const NOT_A_USERNAME = 'That is not a valid LinkedIn username.';

const MAX_ENCODED = 1024;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
/**
 * A link to a profile on `host` (a pattern), its username the first group: with or without
 * protocol, 'www.' or a country subdomain; also to a part of the profile (/details/experience/) or
 * to its mobile page (/mwlite/in/); with a query or a fragment.
 */
const profileLinkOn = (host: string) =>
  new RegExp(`^(?:https?://)?(?:[a-z]{2,3}\\.|www\\.)?${host}/(?:mwlite/)?in/([^/?#\\s]+)(?:/[^?#\\s]*)?(?:[?#].*)?$`, 'i');
/** A real LinkedIn profile's link (what imported files and providers give). */
export const LINKEDIN_PROFILE_LINK = profileLinkOn('linkedin\\.com');
/** A link callers may name a profile by: a real one, or a sample person's on the reserved host. */
const PROFILE_LINK = profileLinkOn('linkedin\\.(?:com|example)');

/**
 * Where a sample person's link points: a host under the reserved .example name (RFC 2606), so that
 * no link of a made-up person reaches a real LinkedIn account that happens to have the username.
 */
export const SAMPLE_LINK_HOST = 'linkedin.example';

export function sampleProfileLink(username: string): string {
  return `https://${SAMPLE_LINK_HOST}/in/${username}`;
}
/** Letters (any script), digits, '-' and '_', as LinkedIn custom URLs allow. */
const LINKEDIN_USERNAME = String.raw`[\p{L}\p{N}_-]{1,100}`;
const USERNAME = new RegExp(`^${LINKEDIN_USERNAME}$`, 'u');
/**
 * A profile's username: a LinkedIn username, or that of a person imported without one,
 * '~<source>.<record id>' (imports/person-merge's localUsername). No LinkedIn username has a '~',
 * and no link names one.
 */
export const PROFILE_USERNAME = new RegExp(String.raw`^(?:${LINKEDIN_USERNAME}|~[\w.~-]{1,99})$`, 'u');

/** The text of a base64 path segment, or BAD_USER_INPUT. */
export function decodeBase64Text(encoded: string): string {
  const s = encoded.trim();
  if (s.length === 0 || s.length > MAX_ENCODED || !BASE64.test(s)) throw AppError.badInput(NOT_BASE64);
  const unpadded = s.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (unpadded.length % 4 === 1) throw AppError.badInput(NOT_BASE64);
  const bytes = Buffer.from(unpadded, 'base64');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    throw AppError.badInput(NOT_BASE64);
  }
}

/** A profile's username as search results and lists give it (PROFILE_USERNAME), percent-decoded, or BAD_USER_INPUT. */
export function checkUsername(raw: string): string {
  const username = decodedUsername(raw);
  if (!PROFILE_USERNAME.test(username)) throw AppError.badInput(NOT_A_USERNAME);
  return username;
}

function decodedUsername(raw: string): string {
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    throw AppError.badInput(NOT_A_USERNAME);
  }
}

/** The username of a LinkedIn profile link, or BAD_USER_INPUT. */
export function usernameFromLink(link: string): string {
  const m = PROFILE_LINK.exec(link.trim());
  if (!m) throw AppError.badInput(NOT_A_PROFILE_LINK);
  let username: string;
  try {
    username = decodedUsername(m[1]);
  } catch {
    throw AppError.badInput(NOT_A_PROFILE_LINK);
  }
  if (!USERNAME.test(username)) throw AppError.badInput(NOT_A_PROFILE_LINK);
  return username;
}

/** The username named by a base64-encoded profile link (the REST path parameter). */
export function usernameFromEncodedLink(encoded: string): string {
  return usernameFromLink(decodeBase64Text(encoded));
}
