import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentSession } from '../../graphql/context';
import type { ApiKeysService } from './api-keys.service';
import { ApiKeyView, CreateApiKeyInput, CreatedApiKey } from './api-keys.types';

/** Personal API keys. Each operation takes a signed-in session: with an API key they answer FORBIDDEN. */
@Resolver()
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Authorized()
  @Query(() => [ApiKeyView], {
    complexity: FIELD_COST.read,
    description: 'Your API keys, the working ones first, newest first (never the keys themselves).',
  })
  async apiKeys(@CurrentSession() session: AuthenticatedSession): Promise<ApiKeyView[]> {
    return this.keys.list(session);
  }

  @Authorized()
  @Mutation(() => CreatedApiKey, {
    complexity: FIELD_COST.read,
    description: 'Creates an API key. The answer holds the key itself, the only time it is ever shown. At most 10 working keys.',
  })
  async createApiKey(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput,
  ): Promise<CreatedApiKey> {
    return this.keys.create(session, input);
  }

  @Authorized()
  @Mutation(() => ApiKeyView, {
    complexity: FIELD_COST.read,
    description: 'Revokes one of your API keys: it stops working at once. Any other id answers NOT_FOUND.',
  })
  async revokeApiKey(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<ApiKeyView> {
    return this.keys.revoke(session, id);
  }
}
