import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import type { CreditsService } from '../credits/credits.service';
import { findProfileByUsername } from '../profiles/profile-lookup';
import { ProfileRepository } from '../profiles/profile.repository';
import { ContactsRepository } from './contacts.repository';
import { CHOOSE_PROFILE_MESSAGE, ContactStatusEnum, ContactsRevealResult } from './contacts.types';

/** Best first. */
const STATUS_RANK: Record<string, number> = { verified: 0, likely: 1, unverified: 2 };

/** Revealing a profile's contacts: 1 credit the first time a user reveals that profile, free ever after. */
export class ContactsService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
  ) {}

  /**
   * Reveals the contacts of a profile to a user, in one transaction: the reveal row (one per user
   * and profile, so concurrent reveals of a profile insert it once) and, when this call inserted
   * it, the credit it costs. Out of credits, the transaction rolls back: nothing is revealed or
   * charged.
   */
  async reveal(userId: string, linkedinUsername: string): Promise<ContactsRevealResult> {
    const username = linkedinUsername.trim();
    if (!username) throw AppError.badInput(CHOOSE_PROFILE_MESSAGE);
    return this.ds.transaction(async (manager) => {
      const profile = await findProfileByUsername(manager, username, { id: true, linkedinUsername: true });

      const charged = await new ContactsRepository(manager).insertReveal(userId, profile.id);
      if (charged) await this.credits.spend(manager, 1, { userId, reason: 'contact_reveal', reference: profile.linkedinUsername });

      const contacts = await new ProfileRepository(manager).contacts(profile.id);
      contacts.sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status]);
      const balance = await this.credits.balance(userId, manager);
      return {
        linkedinUsername: profile.linkedinUsername,
        emails: contacts.filter((c) => c.kind === 'email').map((c) => ({ address: c.value, status: c.status as ContactStatusEnum })),
        phoneNumbers: contacts.filter((c) => c.kind === 'phone').map((c) => ({ number: c.value, status: c.status as ContactStatusEnum })),
        charged,
        userId,
        remainingCredits: balance.remainingCredits,
        totalCredits: balance.totalCredits,
      };
    });
  }
}
