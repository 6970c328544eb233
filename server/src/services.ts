import type { DataSource } from 'typeorm';
import type { Clock } from './common/clock';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { TokenService } from './modules/auth/tokens';
import { CreditsService } from './modules/credits/credits.service';
import { UsersService } from './modules/users/users.service';
import type { Mailer } from './providers/mail';

export interface Services {
  auth: AuthService;
  users: UsersService;
  credits: CreditsService;
}

export function createServices(deps: {
  ds: DataSource;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  secret: string;
}): Services {
  const credits = new CreditsService();
  const users = new UsersService(deps.ds, credits, deps.clock);
  const tokens = new TokenService(deps.secret);
  const auth = new AuthService(deps.ds, users, deps.mailer, tokens, deps.clock, deps.config, `otp:${deps.secret}`);
  return { auth, users, credits };
}
