import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import type { AuthService } from './auth.service';
import { AuthPayload, AuthProviderInfo, MESSAGES, MessagePayload, RequestOtpInput, VerifyOtpInput } from './auth.types';
import { SESSION_COOKIE, sessionCookieOptions } from './session.middleware';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly cookieSecure: boolean,
  ) {}

  @Query(() => [AuthProviderInfo], { description: 'Social sign-in providers and whether each is configured.' })
  authProviders(): AuthProviderInfo[] {
    return this.auth.providers();
  }

  @Mutation(() => MessagePayload, { complexity: FIELD_COST.signIn, description: 'E-mails a 6-digit code for signing in or signing up.' })
  async requestOtp(@Arg('input', () => RequestOtpInput) input: RequestOtpInput, @Ctx() ctx: GraphQLContext): Promise<MessagePayload> {
    return this.auth.requestCode(input, ctx.clientKey);
  }

  @Mutation(() => AuthPayload, {
    complexity: FIELD_COST.signIn,
    description: 'Exchanges the code for a session (also set as an httpOnly cookie).',
  })
  async verifyOtp(@Arg('input', () => VerifyOtpInput) input: VerifyOtpInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const signIn = await this.auth.verifyCode(input, { userAgent: ctx.req.get('user-agent') });
    ctx.res.cookie(SESSION_COOKIE, signIn.token, sessionCookieOptions(this.cookieSecure, signIn.sessionExpiresAt));
    return signIn;
  }

  @Authorized()
  @Mutation(() => MessagePayload, { description: 'Ends the current session.' })
  async logout(@CurrentSession() session: AuthenticatedSession, @Ctx() ctx: GraphQLContext): Promise<MessagePayload> {
    await this.auth.logout(session.sessionId);
    ctx.res.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.cookieSecure));
    return { message: MESSAGES.loggedOut };
  }
}
