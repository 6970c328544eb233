/**
 * A live check of a profile's contacts before a reveal charges for them (modules/people-data
 * implements it with Hunter's Email Verifier). Kept here so that revealing depends on this port,
 * not on the provider module.
 */
export interface ContactChecker {
  /**
   * Checks again the e-mail addresses of the profile that were never checked or not recently, when
   * this user has not revealed the profile yet, and stores the verdicts (an address found invalid
   * or disposable is removed). Never throws: a verifier that cannot answer, or a spent budget,
   * leaves the contacts as stored.
   */
  checkBeforeReveal(userId: string, profileId: string): Promise<void>;
}
