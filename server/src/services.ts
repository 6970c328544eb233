import type { DataSource } from 'typeorm';
import type { Clock } from './common/clock';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { TokenService } from './modules/auth/tokens';
import { CreditsService } from './modules/credits/credits.service';
import { CompanyDirectory } from './modules/search/company-directory';
import { SearchHistoryService } from './modules/search/search-history.service';
import { SearchService } from './modules/search/search.service';
import { UsersService } from './modules/users/users.service';
import type { Mailer } from './providers/mail';
import { LocalIndexSource } from './providers/people-source/local-index.source';
import type { PeopleSource } from './providers/people-source/people-source';

export interface Services {
  auth: AuthService;
  users: UsersService;
  credits: CreditsService;
  search: SearchService;
  history: SearchHistoryService;
}

export function createServices(deps: {
  ds: DataSource;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  secret: string;
  /** The people-data edge; the local profile index unless a provider adapter is given. */
  people?: PeopleSource;
}): Services {
  const credits = new CreditsService();
  const users = new UsersService(deps.ds, credits, deps.clock);
  const tokens = new TokenService(deps.secret);
  const auth = new AuthService(deps.ds, users, deps.mailer, tokens, deps.clock, deps.config, `otp:${deps.secret}`);
  const history = new SearchHistoryService(deps.ds);
  const search = new SearchService(deps.ds, deps.people ?? new LocalIndexSource(deps.ds), new CompanyDirectory(deps.ds), history);
  return { auth, users, credits, search, history };
}
