import type { GraphQLContext } from '../../graphql/context';
import type { ProfileCard } from '../profiles/profile.types';
import type { UsersService } from '../users/users.service';
import { previewOf, type RevealPreview } from './contact-facts';
import { ContactsResolver } from './contacts.resolver';
import type { ContactsService } from './contacts.service';

/** A context of one request, signed in as `userId` (or signed out). */
function contextOf(userId: string | null): GraphQLContext {
  const authState = Promise.resolve(userId ? { session: { userId } } : {});
  return { authState } as unknown as GraphQLContext;
}

describe('contactPreview on a page of cards', () => {
  it('asks the service once per request for the whole page, and answers each card its own preview', async () => {
    const calls: Array<{ userId: string; ids: readonly string[] }> = [];
    const service = {
      previews: async (userId: string, ids: readonly string[]) => {
        calls.push({ userId, ids });
        // Profile '404' does not exist: no preview for it.
        return new Map<string, RevealPreview>(ids.filter((id) => id !== '404').map((id) => [id, previewOf(id, [], false)]));
      },
    } as unknown as ContactsService;
    const resolver = new ContactsResolver(service, {} as UsersService);
    const cards = ['1', '2', '3', '404', '5', '6', '7', '8', '9', '10'].map((id) => ({ id }) as ProfileCard);

    const page = contextOf('user-a');
    const previews = await Promise.all(cards.map((card) => resolver.contactPreview(card, page)));
    expect(calls).toEqual([{ userId: 'user-a', ids: cards.map((c) => c.id) }]);
    expect(previews.map((p) => p?.profileId ?? null)).toEqual(['1', '2', '3', null, '5', '6', '7', '8', '9', '10']);

    // Another request is batched apart, for its own user.
    const other = contextOf('user-b');
    await Promise.all(cards.slice(0, 2).map((card) => resolver.contactPreview(card, other)));
    expect(calls.slice(1)).toEqual([{ userId: 'user-b', ids: ['1', '2'] }]);
  });

  it('is null when signed out, without asking the service', async () => {
    const service = { previews: jest.fn() } as unknown as ContactsService;
    const resolver = new ContactsResolver(service, {} as UsersService);
    expect(await resolver.contactPreview({ id: '1' } as ProfileCard, contextOf(null))).toBeNull();
    expect(service.previews).not.toHaveBeenCalled();
  });
});
