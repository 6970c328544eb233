import { Args, Authorized, Mutation, Resolver } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import type { UsersService } from '../users/users.service';
import type { ContactsService } from './contacts.service';
import { ContactsReveal, RevealContactsArgs } from './contacts.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver(() => ContactsReveal)
export class ContactsResolver {
  constructor(
    private readonly contacts: ContactsService,
    private readonly users: UsersService,
  ) {}

  @Authorized()
  @Mutation(() => ContactsReveal, {
    complexity: FIELD_COST.reveal,
    description:
      "Reveals a profile's e-mails and phone numbers: 1 credit the first time, free after. Answers INSUFFICIENT_CREDITS when none are left.",
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
      user,
    };
  }
}
