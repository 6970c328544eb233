import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { CreditsService } from '../credits/credits.service';
import { ProfileContact } from '../profiles/profile-contact.entity';
import { findProfileByUsername } from '../profiles/profile-lookup';
import { User } from '../users/user.entity';
import { ContactReveal } from './contact-reveal.entity';
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

      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ContactReveal)
        .values({ userId, profileId: profile.id })
        .orIgnore()
        .returning('profile_id')
        .execute();
      const charged = (inserted.raw as unknown[]).length > 0;
      if (charged) await this.credits.spend(manager, 1, { userId, reason: 'contact_reveal', reference: profile.linkedinUsername });

      const contacts = await manager.getRepository(ProfileContact).find({ where: { profileId: profile.id }, order: { id: 'ASC' } });
      contacts.sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status]);
      const user = await manager
        .getRepository(User)
        .findOneOrFail({ select: { id: true, remainingCredits: true, totalCredits: true }, where: { id: userId } });
      return {
        linkedinUsername: profile.linkedinUsername,
        emails: contacts.filter((c) => c.kind === 'email').map((c) => ({ address: c.value, status: c.status as ContactStatusEnum })),
        phoneNumbers: contacts.filter((c) => c.kind === 'phone').map((c) => ({ number: c.value, status: c.status as ContactStatusEnum })),
        charged,
        userId,
        remainingCredits: user.remainingCredits,
        totalCredits: user.totalCredits,
      };
    });
  }
}
