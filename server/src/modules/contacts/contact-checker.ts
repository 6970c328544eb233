import type { CheckPlan, CheckPolicy } from './contact-facts';

/**
 * A live check of a profile's contacts before a reveal charges for them (modules/people-data
 * implements it with Hunter's Email Verifier and Email Finder). Kept here so that revealing depends
 * on this port, not on the provider module.
 */
export interface ContactChecker {
  /** How checks are decided, for previews to say what a reveal would check; null without a verifier. */
  readonly policy: CheckPolicy | null;
  /**
   * Does what `plan` (checkPlanOf) says: verifies the addresses again and stores the verdicts (an
   * address found invalid or disposable is removed), then, when no address at the person's current
   * employer is left, looks for one and stores what it finds. Never throws: a verifier that cannot
   * answer, or a spent budget, leaves the contacts as stored.
   */
  checkBeforeReveal(userId: string, plan: CheckPlan): Promise<ContactChecks>;
}

/** What a check before a reveal did. */
export interface ContactChecks {
  verifier: string | null;
  /** Addresses verified, and of those the ones removed as undeliverable. */
  checked: number;
  removed: number;
  /** The look-up for a work address, when one was made: the domain, and the address found (null: none). */
  found: { domain: string; address: string | null } | null;
  /** The verifier could not be asked (down, its plan used up, a budget spent): what was not done is left as stored. */
  unanswered: boolean;
}

/** The reveal's sentence for it, or null when nothing was checked, looked up or left unchecked. */
export function verificationText(c: ContactChecks): string | null {
  if (!c.verifier || (c.checked === 0 && !c.found && !c.unanswered)) return null;
  const name = c.verifier.charAt(0).toUpperCase() + c.verifier.slice(1);
  const parts: string[] = [];
  if (c.checked > 0) {
    const addresses = `${c.checked} e-mail ${c.checked === 1 ? 'address' : 'addresses'}`;
    parts.push(`Checked ${addresses} with ${name} just now${c.removed ? `: ${c.removed} removed as undeliverable` : ''}.`);
  }
  if (c.found?.address) parts.push(`${name} found a work e-mail address at ${c.found.domain}.`);
  else if (c.found) parts.push(`${name} found no work e-mail address at ${c.found.domain}.`);
  if (c.unanswered)
    parts.push(
      parts.length
        ? `${name} could not be asked about the rest just now; they are shown as last checked.`
        : `${name} could not be asked just now, so the contacts are shown as last checked.`,
    );
  return parts.join(' ');
}
