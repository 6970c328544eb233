import { fictionalPhone } from './reserved';
import type { ContactStatus } from '../modules/profiles/profile-contact.entity';
import type { SocialProfile } from '../modules/profiles/profile.entity';
import type { ContactWrite } from '../modules/profiles/profile-writer.repository';
import type { Country } from '../modules/vocabulary';
import type { CountryTables, PoolTables } from './country-tables';
import type { Rng } from './rng';
import { REFERENCE_MONTH, REFERENCE_YEAR } from './calendar';

/**
 * How generated people are reached and found: the LinkedIn username (unique per index), the other
 * social profiles, work e-mails on the current employer's domain (now and then one at a former
 * employer), sometimes a personal address, and phone numbers in the country's format. Names come as a pool and the indexes of the first and
 * last name in it.
 */

/** A unique 6-hex-digit tag per index (a bijection on 24 bits, keyed by the seed). */
function usernameTag(seed: number, index: number): string {
  let x = (index + Math.imul(seed | 0, 0x9e37)) & 0xffffff;
  x = Math.imul(x, 0x2c1b3d) & 0xffffff; // odd multiplier: bijective mod 2^24
  x ^= x >>> 11;
  x = Math.imul(x, 0x5b4f97) & 0xffffff;
  x ^= x >>> 13;
  const tag = x.toString(16).padStart(6, '0');
  const high = Math.floor(index / 0x1000000);
  return high > 0 ? `${tag}${high.toString(16)}` : tag;
}

/** 'jurgen-muller-3fa91c': the folded name and a tag unique to (seed, index). */
export function linkedinUsernameOf(pool: PoolTables, fi: number, li: number, seed: number, index: number): string {
  return `${pool.firstSlugs[fi]}-${pool.lastSlugs[li]}-${usernameTag(seed, index)}`;
}

/** LinkedIn first, then now and then GitHub (engineering and data), Dribbble, Behance (design), Twitter, Medium. */
export function drawSocialProfiles(
  rng: Rng,
  pool: PoolTables,
  fi: number,
  li: number,
  fnKey: string,
  linkedinUsername: string,
): SocialProfile[] {
  const socialProfiles: SocialProfile[] = [{ network: 'linkedin', username: linkedinUsername }];
  const handle = `${pool.firstCompact[fi]}${pool.lastCompact[li]}`;
  if ((fnKey === 'engineering' || fnKey === 'data') && rng.chance(0.45))
    socialProfiles.push({ network: 'github', username: rng.chance(0.5) ? handle : `${pool.firstCompact[fi]}-${pool.lastCompact[li]}` });
  if (fnKey === 'design' && rng.chance(0.4)) socialProfiles.push({ network: 'dribbble', username: handle });
  if (fnKey === 'design' && rng.chance(0.2)) socialProfiles.push({ network: 'behance', username: handle });
  if (rng.chance(0.15))
    socialProfiles.push({ network: 'twitter', username: `${pool.firstCompact[fi]}_${pool.lastCompact[li]}`.slice(0, 15) });
  if (rng.chance(0.05)) socialProfiles.push({ network: 'medium', username: `@${handle}` });
  if (rng.chance(0.03)) {
    // The same network twice with a different case, as scraped data often has.
    const dup = socialProfiles[rng.int(socialProfiles.length)];
    socialProfiles.push({
      network: dup.network === 'github' ? 'GitHub' : dup.network === 'linkedin' ? 'LinkedIn' : dup.network.toUpperCase(),
      username: dup.username,
    });
  }
  return socialProfiles;
}

/** A number in the country's format ('+49 30 ########'), its first digit 2-9. */
function phoneNumber(rng: Rng, country: Country): string {
  let out = `+${country.callingCode} `;
  const format = country.phoneFormat;
  let first = true;
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch === '#') {
      out += String(first ? 2 + rng.int(8) : rng.int(10));
      first = false;
    } else out += ch;
  }
  return out;
}

/** The last day of the reference month ('2025-10-31'): the newest day a generated check falls on unless a load says otherwise. */
export const REFERENCE_DAY = new Date(Date.UTC(REFERENCE_YEAR, REFERENCE_MONTH, 0)).toISOString().slice(0, 10);

/** The days of the last table asked for (a load asks for one: its day). */
let checkDays: { upTo: string; days: string[] } | null = null;

/**
 * 'YYYY-MM-DD' of `upTo` and each of the 364 days before it, newest first: the days a generated
 * check falls on. A load dates them up to its own day, so that sample contacts are as fresh when
 * loaded as the generator means them to be (none older than CONTACT_HIDE_DAYS' default, 365 days).
 */
export function checkDaysUpTo(upTo: string): string[] {
  if (checkDays?.upTo !== upTo) {
    const last = Date.parse(`${upTo}T00:00:00Z`);
    if (Number.isNaN(last)) throw new Error(`expected a day as YYYY-MM-DD, got ${upTo}`);
    checkDays = { upTo, days: Array.from({ length: 365 }, (_, k) => new Date(last - k * 86_400_000).toISOString().slice(0, 10)) };
  }
  return checkDays.days;
}

/** When a contact was last checked: a day of the year up to the table's first day, recent days likelier. */
function checkedDay(rng: Rng, days: readonly string[]): string {
  return days[rng.front(days.length, 1.5)];
}

/** A former employer of the person: the domain and the month they left (for an address kept since). */
export interface FormerEmployer {
  domain: string;
  /** 'YYYY-MM' */
  left: string;
}

/**
 * E-mail addresses and phone numbers, each typed (work or personal), with how sure it is, where it
 * came from and when it was last checked (null: never, a guess; else a day of the year up to
 * `checksUpTo`, 'YYYY-MM-DD'):
 * - work e-mails on `domain`, the employer's: the first verified by a data partner, or built from
 *   the company's e-mail pattern (likely when the domain accepts it, unverified when not tried);
 * - now and then (15%) an address at a former employer, which a partner verified before the person
 *   left: real data keeps these, and the read rule marks them outdated;
 * - sometimes a personal address on a free-mail domain, from a public profile;
 * - phone numbers in the country's format: mobiles (personal) and some direct lines (work).
 */
export function drawContacts(
  rng: Rng,
  pool: PoolTables,
  fi: number,
  li: number,
  domain: string,
  ct: CountryTables,
  former: FormerEmployer | null = null,
  checksUpTo: string = REFERENCE_DAY,
): ContactWrite[] {
  const days = checkDaysUpTo(checksUpTo);
  const contacts: ContactWrite[] = [];
  const f = pool.firstCompact[fi] || 'x';
  const l = pool.lastCompact[li] || 'x';
  const patterns = [`${f}.${l}`, `${f[0]}.${l}`, `${f}${l}`, `${f}`, `${f[0]}${l}`, `${f}_${l}`];
  const emailCount = 1 + (rng.chance(0.45) ? 1 : 0) + (rng.chance(0.12) ? 1 : 0);
  const p = rng.front(3, 1.5);
  for (let k = 0; k < emailCount; k++) {
    const value = `${patterns[(p + k) % patterns.length]}@${domain}`;
    const r = rng.next();
    const status: ContactStatus = k === 0 ? (r < 0.6 ? 'verified' : r < 0.9 ? 'likely' : 'unverified') : r < 0.5 ? 'likely' : 'unverified';
    contacts.push({
      kind: 'email',
      value,
      status,
      type: 'work',
      source: status === 'verified' ? 'data_partner' : 'company_pattern',
      lastVerifiedAt: status === 'unverified' ? null : checkedDay(rng, days),
    });
  }
  if (former && rng.chance(0.15)) {
    contacts.push({
      kind: 'email',
      value: `${patterns[p]}@${former.domain}`,
      status: rng.chance(0.6) ? 'verified' : 'likely',
      type: 'work',
      source: 'data_partner',
      lastVerifiedAt: `${former.left}-${String(1 + rng.int(28)).padStart(2, '0')}`,
    });
  }
  if (rng.chance(0.3)) {
    const suffix = rng.chance(0.5) ? String(rng.range(1, 99)) : '';
    const status: ContactStatus = rng.chance(0.5) ? 'likely' : 'unverified';
    contacts.push({
      kind: 'email',
      value: `${f}.${l}${suffix}@${rng.pick(ct.personalDomains)}`,
      status,
      type: 'personal',
      source: 'public_profile',
      lastVerifiedAt: status === 'likely' ? checkedDay(rng, days) : null,
    });
  }
  const phoneCount = rng.chance(0.55) ? (rng.chance(0.2) ? 2 : 1) : 0;
  for (let k = 0; k < phoneCount; k++) {
    const r = rng.next();
    const status: ContactStatus = r < 0.4 ? 'verified' : r < 0.8 ? 'likely' : 'unverified';
    contacts.push({
      kind: 'phone',
      value: fictionalPhone(ct.country.code, phoneNumber(rng, ct.country)),
      status,
      type: k === 0 && rng.chance(0.75) ? 'personal' : 'work',
      source: status === 'unverified' ? 'public_profile' : 'data_partner',
      lastVerifiedAt: status === 'unverified' ? null : checkedDay(rng, days),
    });
  }
  return contacts;
}
