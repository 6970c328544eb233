import type { AuthenticatedSession } from '../../common/session';
import type { SessionAuthenticator } from '../auth/session.middleware';
import { isApiKeyToken } from './api-key-secret';
import type { ApiKeysService } from './api-keys.service';

/**
 * The session check of every request (checkSessionEarly in modules/auth/session.middleware.ts): a
 * Bearer token that starts with 'tlk_' is an API key, checked by its hash; anything else is a
 * session token, checked as before. A key is never tried as a session token, nor the reverse.
 */
export class SessionOrApiKeyAuthenticator implements SessionAuthenticator {
  constructor(
    private readonly sessions: SessionAuthenticator,
    private readonly keys: Pick<ApiKeysService, 'authenticate'>,
  ) {}

  authenticate(token: string, clientKey?: string): Promise<AuthenticatedSession> {
    return isApiKeyToken(token) ? this.keys.authenticate(token, clientKey) : this.sessions.authenticate(token);
  }
}
