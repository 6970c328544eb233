import { createHash, randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { AuthenticatedSession } from '../../common/session';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { Mailer } from '../auth/mailer';
import { isFreeMail, normaliseEmail, workEmailProblem } from '../auth/work-email';
import type { CreditsService } from '../credits/credits.service';
import { UsersRepository } from '../users/users.repository';
import { monthStartOf, type TeamCreditsService } from './team-credits.service';
import type { Team } from './team.entity';
import type { TeamInvitation } from './team-invitation.entity';
import type { TeamMember, TeamRole } from './team-member.entity';
import * as M from './teams.messages';
import { TEAM_CREDITS_MAX } from './teams.types';
import { TeamsRepository, type LedgerRow, type MemberRow, type OpenInvitation } from './teams.repository';

/** How long an invitation's link works. */
export const TEAM_INVITATION_DAYS = 7;
/** Seats of a new team (staff change them: docs/decisions.md, "Teams"). */
export const TEAM_DEFAULT_SEATS = 5;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The company's OpenID Connect provider as teams need it: its button's name and the domains it vouches for (none: any). */
export interface CompanySignIn {
  id: string;
  name: string;
  allowedDomains: readonly string[] | null;
}

export interface TeamOptions {
  appUrl: string;
  /** The company's provider, when configured (the 'sso' identity provider). */
  companySignIn: CompanySignIn | null;
}

/** A team as its page shows it to one of its members. */
export interface TeamState {
  team: Team;
  myRole: TeamRole;
  members: MemberRow[];
  /** Open invitations (for the owner and admins; empty for members). */
  invitations: OpenInvitation[];
  /** Members and open invitations: each holds a seat. */
  seatsUsed: number;
  companySignIn: CompanySignIn | null;
  you: string;
}

export interface InvitationPreview {
  teamName: string;
  email: string;
  role: 'admin' | 'member';
  invitedBy: string | null;
  expiresAt: Date;
  status: 'open' | 'expired' | 'used' | 'revoked';
}

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Teams (docs/decisions.md, "Teams"): a team with one owner, admins and members, invitations by
 * e-mail, a pooled balance, and a company sign-in the team may require. Every operation reads the
 * caller's own membership first: a team is only ever reached through it, so a member of another
 * team, or nobody's, finds nothing to act on. Changes to a team's members take its row's lock.
 */
export class TeamsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly credits: CreditsService,
    private readonly pool: TeamCreditsService,
    private readonly options: TeamOptions,
  ) {}

  /** The caller's team, or null when they are in none. */
  async myTeam(session: AuthenticatedSession): Promise<TeamState | null> {
    const repo = new TeamsRepository(this.ds);
    const me = await repo.membership(session.userId);
    if (!me) return null;
    return this.stateOf(repo, me);
  }

  async create(session: AuthenticatedSession, name: string): Promise<TeamState> {
    const teamName = checkedName(name);
    return this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const user = await new UsersRepository(manager).findById(session.userId, { forUpdate: true });
      if (!user) throw AppError.unauthenticated();
      if (await repo.membership(session.userId)) throw new AppError('CONFLICT', M.ALREADY_IN_TEAM_MESSAGE);
      const team = await repo.insertTeam({ name: teamName, domains: [domainOf(user.email)] });
      await repo.insertMember({ userId: session.userId, teamId: team.id, role: 'owner' });
      return this.stateOf(repo, (await repo.membership(session.userId))!);
    });
  }

  async update(
    session: AuthenticatedSession,
    input: { name?: string | null; requireSso?: boolean | null; domains?: string[] | null },
  ): Promise<TeamState> {
    return this.asAdmin(session, async (repo, me, team) => {
      const fields: Partial<Pick<Team, 'name' | 'requireSso' | 'domains'>> = {};
      if (input.name !== undefined && input.name !== null) fields.name = checkedName(input.name);
      const domains = input.domains ? checkedDomains(input.domains) : team.domains;
      if (input.domains) fields.domains = domains;
      const requireSso = input.requireSso ?? team.requireSso;
      if (input.requireSso !== undefined && input.requireSso !== null) fields.requireSso = input.requireSso;
      if (requireSso) await this.checkCompanySignIn(repo, session, team.id, domains, !team.requireSso);
      await repo.updateTeam(team.id, fields);
      // Turned on: every member's sessions signed in otherwise end now (API keys keep working: they are not sign-ins).
      if (requireSso && !team.requireSso)
        await repo.endSessionsNotBy(team.id, this.options.companySignIn!.id, session.via === 'session' ? session.sessionId : null);
      return this.stateOf(repo, me);
    });
  }

  /** Invites an address (work e-mail rules apply) as an admin or a member; inviting it again replaces the earlier link. */
  async invite(session: AuthenticatedSession, rawEmail: string, role: 'admin' | 'member'): Promise<{ state: TeamState; message: string }> {
    const problem = workEmailProblem(rawEmail);
    if (problem) throw AppError.badInput(problem);
    const email = normaliseEmail(rawEmail);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = dayjs(now).add(TEAM_INVITATION_DAYS, 'day').toDate();
    const { state, inviter } = await this.asAdmin(session, async (repo, me, team) => {
      if (team.requireSso && !team.domains.includes(domainOf(email))) throw AppError.badInput(M.OUTSIDE_DOMAINS_MESSAGE(team.domains));
      if ((await repo.memberEmails(team.id)).includes(email)) throw new AppError('CONFLICT', M.ALREADY_MEMBER_MESSAGE(email));
      await repo.revokeOpenFor(team.id, email, now);
      const used = (await repo.memberCount(team.id)) + (await repo.countOpenInvitations(team.id, now));
      if (used >= team.seats) throw new AppError('CONFLICT', M.NO_SEATS_MESSAGE);
      await repo.insertInvitation({ teamId: team.id, email, role, tokenHash: tokenHashOf(token), invitedBy: me.userId, expiresAt });
      return { state: await this.stateOf(repo, me), inviter: await repo.nameOf(me.userId) };
    });
    const link = `${this.options.appUrl.replace(/\/$/, '')}/team/join?token=${token}`;
    await this.mailer.send({
      to: email,
      subject: `${inviter ?? 'A colleague'} invited you to ${state.team.name} on TalentLens`,
      text: [
        `${inviter ?? 'A colleague'} invited you to join the team "${state.team.name}" on TalentLens as ${role === 'admin' ? 'an admin' : 'a member'}.`,
        '',
        `Accept the invitation: ${link}`,
        '',
        `The link works once, until ${dayjs(expiresAt).format('MMM D, YYYY')}. Sign in, or create your account, with this address (${email}) to accept it.`,
        'If you did not expect it, ignore this e-mail.',
      ].join('\n'),
    });
    return { state, message: M.INVITED_MESSAGE(email, TEAM_INVITATION_DAYS) };
  }

  async revokeInvitation(session: AuthenticatedSession, invitationId: string): Promise<TeamState> {
    return this.asAdmin(session, async (repo, me, team) => {
      const invitation = isUuid(invitationId) ? await repo.invitation(invitationId) : null;
      if (!invitation || invitation.teamId !== team.id || invitation.acceptedAt || invitation.revokedAt)
        throw AppError.notFound(M.INVITATION_NOT_FOUND_MESSAGE);
      await repo.markRevoked(invitation.id, this.clock.now());
      return this.stateOf(repo, me);
    });
  }

  /** What an invitation's link shows before it is accepted (anyone holding the link may read it). */
  async preview(token: string): Promise<InvitationPreview> {
    const repo = new TeamsRepository(this.ds);
    const invitation = token ? await repo.invitationByToken(tokenHashOf(token)) : null;
    if (!invitation) throw AppError.notFound(M.INVITATION_INVALID_MESSAGE);
    const team = await repo.team(invitation.teamId);
    if (!team) throw AppError.notFound(M.INVITATION_INVALID_MESSAGE);
    return {
      teamName: team.name,
      email: invitation.email,
      role: invitation.role,
      invitedBy: await repo.nameOf(invitation.invitedBy),
      expiresAt: invitation.expiresAt,
      status: statusOf(invitation, this.clock.now()),
    };
  }

  /** Accepts an invitation: the caller, signed in with its address, becomes a member. The link then stops working. */
  async accept(session: AuthenticatedSession, token: string): Promise<TeamState> {
    if (!token || token.length > 200) throw AppError.badInput(M.INVITATION_INVALID_MESSAGE);
    return this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const found = await repo.invitationByToken(tokenHashOf(token));
      if (!found) throw AppError.badInput(M.INVITATION_INVALID_MESSAGE);
      const team = await repo.lockTeam(found.teamId);
      const invitation = await repo.invitationByToken(tokenHashOf(token), true);
      if (!team || !invitation) throw AppError.badInput(M.INVITATION_INVALID_MESSAGE);
      const status = statusOf(invitation, this.clock.now());
      if (status === 'used') throw AppError.badInput(M.INVITATION_USED_MESSAGE);
      if (status === 'revoked') throw AppError.badInput(M.INVITATION_INVALID_MESSAGE);
      if (status === 'expired') throw AppError.badInput(M.INVITATION_EXPIRED_MESSAGE);
      const user = await new UsersRepository(manager).findById(session.userId);
      if (!user) throw AppError.unauthenticated();
      if (normaliseEmail(user.email) !== invitation.email)
        throw new AppError('FORBIDDEN', M.INVITATION_OTHER_EMAIL_MESSAGE(invitation.email));
      const current = await repo.lockMembership(session.userId);
      if (current) throw new AppError('CONFLICT', current.teamId === team.id ? M.ALREADY_IN_THIS_TEAM_MESSAGE : M.ALREADY_IN_TEAM_MESSAGE);
      if (team.requireSso) await this.checkSignedInWithCompany(repo, session, M.ACCEPT_NEEDS_SSO_MESSAGE);
      if ((await repo.memberCount(team.id)) >= team.seats) throw new AppError('CONFLICT', M.NO_SEATS_MESSAGE);
      await repo.insertMember({ userId: session.userId, teamId: team.id, role: invitation.role });
      await repo.markAccepted(invitation.id, session.userId, this.clock.now());
      return this.stateOf(repo, (await repo.membership(session.userId))!);
    });
  }

  /** Makes another member an admin or a member (the owner's role changes only by handing ownership over). */
  async setRole(session: AuthenticatedSession, userId: string, role: 'admin' | 'member'): Promise<TeamState> {
    return this.asAdmin(session, async (repo, me, team) => {
      const target = await this.memberOf(repo, team, userId);
      if (target.role === 'owner') throw new AppError('CONFLICT', M.OWNER_ROLE_MESSAGE);
      await repo.setRole(target.userId, role);
      return this.stateOf(repo, me);
    });
  }

  /** Sets or clears a member's monthly limit on the pool (the owner's too). */
  async setCap(session: AuthenticatedSession, userId: string, monthlyCap: number | null): Promise<TeamState> {
    if (monthlyCap !== null && (!Number.isInteger(monthlyCap) || monthlyCap < 0 || monthlyCap > TEAM_CREDITS_MAX))
      throw AppError.badInput(M.CAP_RANGE_MESSAGE);
    return this.asAdmin(session, async (repo, me, team) => {
      const target = await this.memberOf(repo, team, userId);
      await repo.setCap(target.userId, monthlyCap);
      return this.stateOf(repo, me);
    });
  }

  /**
   * Removes a member (not the owner). Their access to the team ends with this transaction: shared
   * lists, the pool and the team's reveals are reached only through a membership. Lists they
   * shared stay with the team (they pass to its owner).
   */
  async removeMember(session: AuthenticatedSession, userId: string): Promise<TeamState> {
    return this.asAdmin(session, async (repo, me, team) => {
      const target = await this.memberOf(repo, team, userId);
      if (target.role === 'owner') throw new AppError('CONFLICT', M.OWNER_STAYS_MESSAGE);
      await this.endMembership(repo, team.id, target.userId);
      return this.stateOf(repo, me);
    });
  }

  /**
   * Leaves the team. The owner hands ownership over first, unless they are its only member: then
   * the team is disbanded (its open invitations withdrawn, its shared lists private to their
   * owners again). A disbanded team keeps its row and its pool's ledger, and nobody is in it.
   */
  async leave(session: AuthenticatedSession): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const { me, team } = await this.lockOwnTeam(repo, session.userId);
      if (me.role === 'owner') {
        if ((await repo.memberCount(team.id)) > 1) throw new AppError('CONFLICT', M.OWNER_STAYS_MESSAGE);
        await repo.disband(team.id, this.clock.now());
      }
      await this.endMembership(repo, team.id, me.userId);
    });
  }

  /** Hands ownership to another member; the former owner becomes an admin. */
  async transferOwnership(session: AuthenticatedSession, userId: string): Promise<TeamState> {
    return this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const { me, team } = await this.lockOwnTeam(repo, session.userId);
      if (me.role !== 'owner') throw new AppError('FORBIDDEN', M.OWNER_ONLY_MESSAGE);
      if (userId === me.userId) throw new AppError('CONFLICT', M.SAME_OWNER_MESSAGE);
      const target = await this.memberOf(repo, team, userId);
      await repo.setRole(me.userId, 'admin');
      await repo.setRole(target.userId, 'owner');
      return this.stateOf(repo, (await repo.membership(me.userId))!);
    });
  }

  /** Moves some of the caller's own credits into the team's pool (both ledgers say so). */
  async addOwnCredits(session: AuthenticatedSession, amount: number): Promise<TeamState> {
    if (!Number.isInteger(amount) || amount < 1 || amount > TEAM_CREDITS_MAX) throw AppError.badInput(M.TRANSFER_RANGE_MESSAGE);
    return this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const { me, team } = await this.lockOwnTeam(repo, session.userId);
      await this.credits.spend(manager, amount, { userId: me.userId, reason: 'team_transfer', reference: team.id });
      await this.pool.add(manager, team.id, amount, { userId: me.userId, reason: 'member_transfer' });
      return this.stateOf(repo, me);
    });
  }

  /** One page of the pool's ledger, newest first: any member may read it. */
  async ledger(session: AuthenticatedSession, args: PageArgs): Promise<PageOf<LedgerRow>> {
    const repo = new TeamsRepository(this.ds);
    const me = await repo.membership(session.userId);
    if (!me) throw AppError.notFound(M.NOT_IN_TEAM_MESSAGE);
    const [rows, total] = await repo.ledgerPage(me.teamId, skipTake(args));
    return pageOf(rows, total, args);
  }

  /**
   * Whether a sign-in by `method` may open a session for this user: a member of a team that
   * requires its company's provider signs in only through it (auth calls this in the sign-in's
   * transaction). Answers the refusal, or null.
   */
  async signInRefusal(manager: EntityManager, userId: string, method: string): Promise<string | null> {
    const repo = new TeamsRepository(manager);
    const me = await repo.membership(userId);
    if (!me) return null;
    const team = await repo.team(me.teamId);
    const company = this.options.companySignIn;
    if (!team?.requireSso || !company || method === company.id) return null;
    return M.SSO_REQUIRED_MESSAGE(company.name);
  }

  // Helpers

  private async stateOf(repo: TeamsRepository, me: TeamMember): Promise<TeamState> {
    const now = this.clock.now();
    const team = await repo.team(me.teamId);
    if (!team) throw AppError.notFound(M.NOT_IN_TEAM_MESSAGE);
    const members = await repo.members(team.id, monthStartOf(now));
    const open = await repo.openInvitations(team.id, now);
    return {
      team,
      myRole: me.role,
      members,
      invitations: me.role === 'member' ? [] : open,
      seatsUsed: members.length + open.length,
      companySignIn: this.options.companySignIn,
      you: me.userId,
    };
  }

  /** The caller's membership and team, both locked, or NOT_FOUND. */
  private async lockOwnTeam(repo: TeamsRepository, userId: string): Promise<{ me: TeamMember; team: Team }> {
    const found = await repo.membership(userId);
    if (!found) throw AppError.notFound(M.NOT_IN_TEAM_MESSAGE);
    const team = await repo.lockTeam(found.teamId);
    const me = await repo.membership(userId);
    if (!team || !me || me.teamId !== team.id) throw AppError.notFound(M.NOT_IN_TEAM_MESSAGE);
    return { me, team };
  }

  /** Runs `work` in a transaction for the caller as an owner or admin of their team (FORBIDDEN otherwise). */
  private async asAdmin<T>(
    session: AuthenticatedSession,
    work: (repo: TeamsRepository, me: TeamMember, team: Team) => Promise<T>,
  ): Promise<T> {
    return this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const { me, team } = await this.lockOwnTeam(repo, session.userId);
      if (me.role === 'member') throw new AppError('FORBIDDEN', M.ADMINS_ONLY_MESSAGE);
      return work(repo, me, team);
    });
  }

  /** A member of this team (NOT_FOUND for anyone else: another team's members are not to be told apart from nobody). */
  private async memberOf(repo: TeamsRepository, team: Team, userId: string): Promise<TeamMember> {
    const target = isUuid(userId) ? await repo.membership(userId) : null;
    if (!target || target.teamId !== team.id) throw AppError.notFound(M.MEMBER_NOT_FOUND_MESSAGE);
    return target;
  }

  private async endMembership(repo: TeamsRepository, teamId: string, userId: string): Promise<void> {
    const owner = await repo.ownerOf(teamId);
    if (owner) await repo.handOverSharedLists(teamId, userId, owner);
    await repo.deleteMember(userId);
  }

  /** Requiring the company's sign-in: configured, vouching for the team's domains, every member at them, the caller signed in through it. */
  private async checkCompanySignIn(
    repo: TeamsRepository,
    session: AuthenticatedSession,
    teamId: string,
    domains: readonly string[],
    turningOn: boolean,
  ): Promise<void> {
    const company = this.options.companySignIn;
    if (!company) throw AppError.badInput(M.SSO_NOT_CONFIGURED_MESSAGE);
    const allowed = company.allowedDomains;
    if (allowed && domains.some((d) => !allowed.includes(d))) throw AppError.badInput(M.SSO_DOMAINS_MESSAGE(company.name, allowed));
    const outside = (await repo.memberEmails(teamId)).find((e) => !domains.includes(domainOf(e)));
    if (outside) throw AppError.badInput(M.MEMBER_OUTSIDE_DOMAINS_MESSAGE(outside));
    if (turningOn) await this.checkSignedInWithCompany(repo, session);
  }

  private async checkSignedInWithCompany(
    repo: TeamsRepository,
    session: AuthenticatedSession,
    refusal: (provider: string) => string = M.SSO_SIGN_IN_FIRST_MESSAGE,
  ): Promise<void> {
    const company = this.options.companySignIn;
    if (!company) throw AppError.badInput(M.SSO_NOT_CONFIGURED_MESSAGE);
    const method = session.via === 'session' ? await repo.sessionMethod(session.sessionId) : null;
    if (method !== company.id) throw new AppError('FORBIDDEN', refusal(company.name));
  }
}

function statusOf(invitation: TeamInvitation, now: Date): InvitationPreview['status'] {
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw AppError.badInput(M.TEAM_NAME_REQUIRED);
  if (trimmed.length > M.TEAM_NAME_MAX) throw AppError.badInput(M.TEAM_NAME_TOO_LONG);
  return trimmed;
}

function checkedDomains(domains: readonly string[]): string[] {
  const clean = [...new Set(domains.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))];
  if (clean.length === 0) throw AppError.badInput(M.DOMAINS_REQUIRED_MESSAGE);
  if (clean.length > 20) throw AppError.badInput(M.DOMAIN_INVALID_MESSAGE(clean[20]));
  for (const d of clean) if (!DOMAIN.test(d) || isFreeMail(`x@${d}`)) throw AppError.badInput(M.DOMAIN_INVALID_MESSAGE(d.slice(0, 80)));
  return clean;
}
