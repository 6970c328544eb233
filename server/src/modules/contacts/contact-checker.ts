import type { CheckPolicy } from './contact-facts';

/**
 * A live check of a profile's contacts before a reveal charges for them (modules/people-data
 * implements it with Hunter's Email Verifier). Kept here so that revealing depends on this port,
 * not on the provider module.
 */
export interface ContactChecker {
  /** How checks are decided, for previews to say what a reveal would check; null without a verifier. */
  readonly policy: CheckPolicy | null;
  /**
   * Checks again the e-mail addresses of the profile that were never checked or not recently, when
   * this user has not revealed the profile yet, and stores the verdicts (an address found invalid
   * or disposable is removed). Never throws: a verifier that cannot answer, or a spent budget,
   * leaves the contacts as stored.
   */
  checkBeforeReveal(userId: string, profileId: string): Promise<ContactChecks>;
}

/** What a check before a reveal did: the verifier's name, the addresses it checked and those it removed. */
export interface ContactChecks {
  verifier: string | null;
  checked: number;
  removed: number;
}

/** The reveal's sentence for it, or null when nothing was checked. */
export function verificationText(c: ContactChecks): string | null {
  if (!c.verifier || c.checked === 0) return null;
  const name = c.verifier.charAt(0).toUpperCase() + c.verifier.slice(1);
  const addresses = `${c.checked} e-mail ${c.checked === 1 ? 'address' : 'addresses'}`;
  return `Checked ${addresses} with ${name} just now${c.removed ? `: ${c.removed} removed as undeliverable` : ''}.`;
}
