import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff, type GraphQLContext, withHttp429 } from '../../graphql/context';
import { MessagePayload } from '../auth/auth.types';
import { STAFF_COOKIE } from '../auth/session.middleware';
import type { StaffAccountsService } from './staff-accounts.service';
import {
  AdminLoginInput,
  AdminSignIn,
  AuditLogArgs,
  AuditLogPage,
  CreateAdminInput,
  SetAdminActiveArgs,
  StaffAccountView,
} from './staff-accounts.types';
import type { AuditService } from './audit.service';
import { DEPRECATED } from '../../graphql/deprecated';
import { STAFF_DEVICE_COOKIE, staffDeviceCookieOptions } from './staff-device';
import { deviceCookieOf, staffCookieOptions } from './staff-session.middleware';

/** The staff area's operations: sign-in, the staff accounts, the audit log. Users' tokens never open them. */
@Resolver()
export class StaffAccountsResolver {
  constructor(
    private readonly staffAccountsService: StaffAccountsService,
    private readonly audit: AuditService,
    private readonly cookieSecure: boolean,
  ) {}

  @Mutation(() => AdminSignIn, {
    complexity: FIELD_COST.signIn,
    description: 'Signs a staff member in by e-mail or username and password (the token is also set as the httpOnly staff cookie).',
  })
  async adminLogin(@Arg('input', () => AdminLoginInput) input: AdminLoginInput, @Ctx() ctx: GraphQLContext): Promise<AdminSignIn> {
    // Past a limit or with the hashing queue full: HTTP 429 and Retry-After here too, as on REST.
    const signIn = await this.staffAccountsService
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
    await this.staffAccountsService.logout(staff.sessionId);
    ctx.res.clearCookie(STAFF_COOKIE, staffCookieOptions(this.cookieSecure));
    return { message: 'Logged out' };
  }

  @Authorized('staff')
  @Query(() => StaffAccountView, { description: 'The signed-in staff member.' })
  async adminMe(@CurrentStaff() staff: StaffSession): Promise<StaffAccountView> {
    return this.staffAccountsService.me(staff.staffId);
  }

  @Authorized('staff')
  @Query(() => [StaffAccountView], { complexity: FIELD_COST.read, description: 'Every staff account, oldest first.' })
  async staffAccounts(): Promise<StaffAccountView[]> {
    return this.staffAccountsService.list();
  }

  @Authorized('staff')
  @Query(() => [StaffAccountView], {
    complexity: FIELD_COST.read,
    description: 'Every staff account, oldest first.',
    deprecationReason: DEPRECATED.adminUsers,
  })
  async adminUsers(): Promise<StaffAccountView[]> {
    return this.staffAccounts();
  }

  @Authorized('superadmin')
  @Mutation(() => StaffAccountView, { complexity: FIELD_COST.signIn, description: 'Adds a staff account (superadmins only); audited.' })
  async createStaffAccount(
    @CurrentStaff() staff: StaffSession,
    @Arg('input', () => CreateAdminInput) input: CreateAdminInput,
  ): Promise<StaffAccountView> {
    return this.staffAccountsService.create(staff, input);
  }

  @Authorized('superadmin')
  @Mutation(() => StaffAccountView, {
    complexity: FIELD_COST.signIn,
    description: 'Adds a staff account (superadmins only); audited.',
    deprecationReason: DEPRECATED.createAdminUser,
  })
  async createAdminUser(
    @CurrentStaff() staff: StaffSession,
    @Arg('input', () => CreateAdminInput) input: CreateAdminInput,
  ): Promise<StaffAccountView> {
    return this.createStaffAccount(staff, input);
  }

  @Authorized('superadmin')
  @Mutation(() => StaffAccountView, {
    complexity: FIELD_COST.read,
    description: 'Deactivates (ending its sessions) or reactivates a staff account; never the last active superadmin; audited.',
  })
  async setStaffAccountActive(
    @CurrentStaff() staff: StaffSession,
    @Args(() => SetAdminActiveArgs) { id, isActive }: SetAdminActiveArgs,
  ): Promise<StaffAccountView> {
    return this.staffAccountsService.setActive(staff, id, isActive);
  }

  @Authorized('superadmin')
  @Mutation(() => StaffAccountView, {
    complexity: FIELD_COST.read,
    description: 'Deactivates (ending its sessions) or reactivates a staff account; never the last active superadmin; audited.',
    deprecationReason: DEPRECATED.setAdminUserActive,
  })
  async setAdminUserActive(
    @CurrentStaff() staff: StaffSession,
    @Args(() => SetAdminActiveArgs) args: SetAdminActiveArgs,
  ): Promise<StaffAccountView> {
    return this.setStaffAccountActive(staff, args);
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
