import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import type { AuthService } from './auth.service';
import { AuthPayload, MESSAGES, MessagePayload, RequestOtpInput, VerifyOtpInput } from './auth.types';
import {
  deviceCookieOf,
  SESSION_COOKIE,
  SOCIAL_STATE_COOKIE,
  sessionCookieOptions,
  setSignInCookies,
  socialStateCookieOptions,
} from './session.middleware';
import type { SocialSignInService } from './social-sign-in.service';
import { AuthProviderInfo, SignInMethod, SocialSignInStart, SocialTokenSignInInput, StartSocialSignInInput } from './social.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly social: SocialSignInService,
    private readonly cookieSecure: boolean,
  ) {}

  @Query(() => [AuthProviderInfo], {
    description: 'The sign-in providers this server is configured for (Google, LinkedIn, a company provider).',
  })
  authProviders(): AuthProviderInfo[] {
    return this.social.providers();
  }

  @Mutation(() => SocialSignInStart, {
    complexity: FIELD_COST.signIn,
    description:
      "Starts signing in at a provider: send the browser to authUrl. The provider's answer comes back to the server, which sets the session cookie.",
  })
  async startSocialSignIn(
    @Arg('input', () => StartSocialSignInInput) input: StartSocialSignInInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialSignInStart> {
    const start = await this.social.start(input, ctx.clientKey);
    ctx.res.cookie(SOCIAL_STATE_COOKIE, start.state, socialStateCookieOptions(this.cookieSecure, start.expiresAt));
    return { authUrl: start.authUrl };
  }

  @Mutation(() => AuthPayload, {
    complexity: FIELD_COST.signIn,
    description: "Signs in or up with the provider's ID token (or an access token it issued to this server); never with a profile alone.",
  })
  async socialSignIn(
    @Arg('input', () => SocialTokenSignInInput) input: SocialTokenSignInInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    const signIn = await this.social.signInWithToken(input, ctx.clientKey, { userAgent: ctx.req.get('user-agent') });
    setSignInCookies(ctx.res, this.cookieSecure, signIn);
    return signIn;
  }

  @Authorized()
  @Query(() => [SignInMethod], { description: 'How the signed-in user can sign in: e-mail codes, and each linked provider.' })
  async signInMethods(@CurrentSession() session: AuthenticatedSession): Promise<SignInMethod[]> {
    return this.social.signInMethods(session.userId);
  }

  @Mutation(() => MessagePayload, { complexity: FIELD_COST.signIn, description: 'E-mails a 6-digit code for signing in or signing up.' })
  async requestOtp(@Arg('input', () => RequestOtpInput) input: RequestOtpInput, @Ctx() ctx: GraphQLContext): Promise<MessagePayload> {
    return this.auth.requestCode(input, ctx.clientKey, deviceCookieOf(ctx.req));
  }

  @Mutation(() => AuthPayload, {
    complexity: FIELD_COST.signIn,
    description: 'Exchanges the code for a session (also set as an httpOnly cookie).',
  })
  async verifyOtp(@Arg('input', () => VerifyOtpInput) input: VerifyOtpInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const signIn = await this.auth.verifyCode(input, { userAgent: ctx.req.get('user-agent') }, deviceCookieOf(ctx.req));
    setSignInCookies(ctx.res, this.cookieSecure, signIn);
    return signIn;
  }

  @Authorized()
  @Mutation(() => MessagePayload, { description: 'Ends the current session (an API key does not sign out: FORBIDDEN).' })
  async logout(@CurrentSession() session: AuthenticatedSession, @Ctx() ctx: GraphQLContext): Promise<MessagePayload> {
    await this.auth.logout(session);
    ctx.res.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.cookieSecure));
    return { message: MESSAGES.loggedOut };
  }
}
