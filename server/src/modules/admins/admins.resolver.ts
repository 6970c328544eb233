import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff, type GraphQLContext, withHttp429 } from '../../graphql/context';
import { MessagePayload } from '../auth/auth.types';
import { STAFF_COOKIE } from '../auth/session.middleware';
import type { AdminsService } from './admins.service';
import { AdminLoginInput, AdminSignIn, AuditLogArgs, AuditLogPage, CreateAdminInput, SetAdminActiveArgs, StaffView } from './admins.types';
import type { AuditService } from './audit.service';
import { STAFF_DEVICE_COOKIE, staffDeviceCookieOptions } from './staff-device';
import { deviceCookieOf, staffCookieOptions } from './staff-session.middleware';

/** The staff area's operations: sign-in, the staff accounts, the audit log. Users' tokens never open them. */
@Resolver()
export class AdminsResolver {
  constructor(
    private readonly admins: AdminsService,
    private readonly audit: AuditService,
    private readonly cookieSecure: boolean,
  ) {}

  @Mutation(() => AdminSignIn, {
    complexity: FIELD_COST.signIn,
    description: 'Signs a staff member in by e-mail or username and password (the token is also set as the httpOnly staff cookie).',
  })
  async adminLogin(@Arg('input', () => AdminLoginInput) input: AdminLoginInput, @Ctx() ctx: GraphQLContext): Promise<AdminSignIn> {
    // Past a limit or with the hashing queue full: HTTP 429 and Retry-After here too, as on REST.
    const signIn = await this.admins
      .login(input.email, input.password, { client: ctx.clientKey, deviceCookie: deviceCookieOf(ctx.req) })
      .catch((err: unknown) => {
        throw withHttp429(err);
      });
    ctx.res.cookie(STAFF_COOKIE, signIn.token, staffCookieOptions(this.cookieSecure, signIn.expiresAt));
    ctx.res.cookie(STAFF_DEVICE_COOKIE, signIn.deviceCookie, staffDeviceCookieOptions(this.cookieSecure));
    return { token: signIn.token, expiresAt: signIn.expiresAt, admin: signIn.staff };
  }

  @Authorized('staff')
  @Mutation(() => MessagePayload, { description: 'Ends the current staff session.' })
  async adminLogout(@CurrentStaff() staff: StaffSession, @Ctx() ctx: GraphQLContext): Promise<MessagePayload> {
    await this.admins.logout(staff.sessionId);
    ctx.res.clearCookie(STAFF_COOKIE, staffCookieOptions(this.cookieSecure));
    return { message: 'Logged out' };
  }

  @Authorized('staff')
  @Query(() => StaffView, { description: 'The signed-in staff member.' })
  async adminMe(@CurrentStaff() staff: StaffSession): Promise<StaffView> {
    return this.admins.me(staff.staffId);
  }

  @Authorized('staff')
  @Query(() => [StaffView], { complexity: FIELD_COST.read, description: 'Every staff account, oldest first.' })
  async adminUsers(): Promise<StaffView[]> {
    return this.admins.list();
  }

  @Authorized('superadmin')
  @Mutation(() => StaffView, { complexity: FIELD_COST.signIn, description: 'Adds a staff account (superadmins only); audited.' })
  async createAdminUser(
    @CurrentStaff() staff: StaffSession,
    @Arg('input', () => CreateAdminInput) input: CreateAdminInput,
  ): Promise<StaffView> {
    return this.admins.create(staff, input);
  }

  @Authorized('superadmin')
  @Mutation(() => StaffView, {
    complexity: FIELD_COST.read,
    description: 'Deactivates (ending its sessions) or reactivates a staff account; never the last active superadmin; audited.',
  })
  async setAdminUserActive(
    @CurrentStaff() staff: StaffSession,
    @Args(() => SetAdminActiveArgs) { id, isActive }: SetAdminActiveArgs,
  ): Promise<StaffView> {
    return this.admins.setActive(staff, id, isActive);
  }

  @Authorized('staff')
  @Query(() => AuditLogPage, { complexity: FIELD_COST.read, description: 'The audit log, newest first, by staff member and action.' })
  async auditLog(@Args(() => AuditLogArgs) { staffId, action, ...page }: AuditLogArgs): Promise<AuditLogPage> {
    const result = await this.audit.list({ staffId: staffId ?? undefined, action: action ?? undefined }, page);
    return result;
  }

  @Authorized('staff')
  @Query(() => [String], { description: 'The actions that occur in the audit log.' })
  async auditActions(): Promise<string[]> {
    return this.audit.actions();
  }
}
