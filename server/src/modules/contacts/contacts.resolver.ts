import { Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentSession, type GraphQLContext } from '../../graphql/context';
import { requestLoader } from '../../graphql/request-loader';
import type { AuthenticatedSession } from '../../common/session';
import { ProfileCard } from '../profiles/profile.types';
import type { UsersService } from '../users/users.service';
import type { RevealPreview } from './contact-facts';
import type { ContactsService } from './contacts.service';
import { BulkContactsArgs, ContactCost, ContactPreview, ContactsBulkReveal, ContactsReveal, RevealContactsArgs } from './contacts.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver(() => ProfileCard)
export class ContactsResolver {
  constructor(
    private readonly contacts: ContactsService,
    private readonly users: UsersService,
  ) {}

  @Authorized()
  @Mutation(() => ContactsReveal, {
    complexity: FIELD_COST.reveal,
    description:
      "Reveals a profile's e-mails and phone numbers: 1 credit the first time, free after, and free when nothing verified or likely is there (message says so). Answers INSUFFICIENT_CREDITS when none are left.",
  })
  async revealContacts(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => RevealContactsArgs) { linkedinUsername }: RevealContactsArgs,
  ): Promise<ContactsReveal> {
    const revealed = await this.contacts.reveal(session.userId, linkedinUsername);
    // Read after the commit: the same `User` as `me`, so the client's cache shows the new balance at once.
    const user = await this.users.getOwnAccount(session.userId);
    return {
      linkedinUsername: revealed.linkedinUsername,
      emails: revealed.emails,
      phoneNumbers: revealed.phoneNumbers,
      charged: revealed.charged,
      creditsCharged: revealed.creditsCharged,
      message: revealed.message,
      verification: revealed.verification ?? null,
      contactPreview: revealed.contactPreview,
      teamCredits: revealed.teamCredits,
      user,
    };
  }

  @Authorized()
  @Mutation(() => ContactsBulkReveal, {
    complexity: FIELD_COST.search,
    description:
      'Reveals 1 to 50 profiles in the order given, each charged as revealContacts charges it. Once the credits run out, the profiles that would cost one are not revealed (and not charged) and say why; free ones are still revealed. Interrupted after revealing some, it answers what it did (interrupted: true) rather than an error.',
  })
  async revealContactsBulk(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => BulkContactsArgs) { linkedinUsernames }: BulkContactsArgs,
  ): Promise<ContactsBulkReveal> {
    const { results, charged, revealed, skipped, interrupted } = await this.contacts.revealMany(session.userId, linkedinUsernames);
    // Interrupted, the work done is answered even when the account cannot be read again.
    const account = this.users.getOwnAccount(session.userId);
    const user = interrupted ? await account.catch(() => null) : await account;
    return { results, charged, revealed, skipped, interrupted, user };
  }

  @Authorized()
  @Query(() => ContactCost, {
    complexity: FIELD_COST.read,
    description: 'What revealing these 1 to 50 profiles would cost the signed-in user now, in all and each; nothing is charged.',
  })
  async contactCost(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => BulkContactsArgs) { linkedinUsernames }: BulkContactsArgs,
  ): Promise<ContactCost> {
    return this.contacts.cost(session.userId, linkedinUsernames);
  }

  @FieldResolver(() => ContactPreview, {
    nullable: true,
    description: "What revealing this profile's contacts would show and cost the signed-in user now; null when signed out.",
  })
  async contactPreview(@Root() card: ProfileCard, @Ctx() context: GraphQLContext): Promise<RevealPreview | null> {
    const { session } = await context.authState;
    if (!session) return null;
    // The cards of a page ask one by one; their previews are read together (ContactsService.previews: one statement).
    const loader = requestLoader(context, 'contactPreview', async (ids: readonly string[]) => {
      const previews = await this.contacts.previews(session.userId, ids);
      return ids.map((id) => previews.get(id) ?? null);
    });
    return loader.load(card.id);
  }
}
