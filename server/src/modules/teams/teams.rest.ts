import { Router } from 'express';
import { AppError } from '../../common/errors';
import { sendSuccess } from '../../common/rest';
import { requireSession } from '../../common/session';
import { validateInput } from '../../common/validation';
import { PageArgs } from '../../graphql/pagination';
import { toTeamView } from './team-view';
import type { TeamsService } from './teams.service';
import {
  CreateTeamArgs,
  InvitationTokenArgs,
  InviteToTeamArgs,
  TeamCreditsArgs,
  TeamMemberArgs,
  TeamMemberCapArgs,
  TeamMemberRoleArgs,
  UpdateTeamInput,
} from './teams.types';

/** Teams' REST routes (docs/api.md), thin adapters over TeamsService like the GraphQL resolver. */
export function teamsRoutes(teams: TeamsService): Router {
  const router = Router();

  router.get('/team', async (req, res) => {
    const session = requireSession(req.authState);
    const state = await teams.myTeam(session);
    sendSuccess(res, { data: state && toTeamView(state) });
  });

  router.post('/team', async (req, res) => {
    const session = requireSession(req.authState);
    const { name } = await validateInput(CreateTeamArgs, req.body);
    sendSuccess(res, { message: 'Team created.', data: toTeamView(await teams.create(session, name)) }, 201);
  });

  router.patch('/team', async (req, res) => {
    const session = requireSession(req.authState);
    const input = await validateInput(UpdateTeamInput, req.body);
    sendSuccess(res, { data: toTeamView(await teams.update(session, input)) });
  });

  router.get('/team/ledger', async (req, res) => {
    const session = requireSession(req.authState);
    const args = await validateInput(PageArgs, {
      ...(req.query.page !== undefined ? { page: Number(req.query.page) } : {}),
      ...(req.query.pageSize !== undefined ? { pageSize: Number(req.query.pageSize) } : {}),
    });
    sendSuccess(res, { data: await teams.ledger(session, args) });
  });

  router.post('/team/invitations', async (req, res) => {
    const session = requireSession(req.authState);
    const { email, role } = await validateInput(InviteToTeamArgs, req.body);
    const { state, message } = await teams.invite(session, email, role);
    sendSuccess(res, { message, data: toTeamView(state) }, 201);
  });

  router.delete('/team/invitations/:id', async (req, res) => {
    const session = requireSession(req.authState);
    sendSuccess(res, { message: 'Invitation withdrawn.', data: toTeamView(await teams.revokeInvitation(session, req.params.id)) });
  });

  // Anyone holding the link may read what it is for; accepting needs the invited address signed in.
  router.get('/team/invitations/preview', async (req, res) => {
    const { token } = await validateInput(InvitationTokenArgs, { token: req.query.token });
    sendSuccess(res, { data: await teams.preview(token) });
  });

  router.post('/team/invitations/accept', async (req, res) => {
    const session = requireSession(req.authState);
    const { token } = await validateInput(InvitationTokenArgs, req.body);
    sendSuccess(res, { message: 'Welcome to the team.', data: toTeamView(await teams.accept(session, token)) });
  });

  router.patch('/team/members/:userId', async (req, res) => {
    const session = requireSession(req.authState);
    const body = { ...(req.body as object), userId: req.params.userId } as Record<string, unknown>;
    let state;
    if ('role' in body) {
      const { userId, role } = await validateInput(TeamMemberRoleArgs, body);
      state = await teams.setRole(session, userId, role);
    }
    if ('monthlyCap' in body) {
      const { userId, monthlyCap } = await validateInput(TeamMemberCapArgs, body);
      state = await teams.setCap(session, userId, monthlyCap ?? null);
    }
    if (!state) throw AppError.badInput('Send a role, a monthlyCap, or both.');
    sendSuccess(res, { data: toTeamView(state) });
  });

  router.delete('/team/members/:userId', async (req, res) => {
    const session = requireSession(req.authState);
    const { userId } = await validateInput(TeamMemberArgs, { userId: req.params.userId });
    sendSuccess(res, { message: 'Member removed.', data: toTeamView(await teams.removeMember(session, userId)) });
  });

  router.post('/team/leave', async (req, res) => {
    const session = requireSession(req.authState);
    await teams.leave(session);
    sendSuccess(res, { message: 'You left the team.', data: null });
  });

  router.post('/team/owner', async (req, res) => {
    const session = requireSession(req.authState);
    const { userId } = await validateInput(TeamMemberArgs, req.body);
    sendSuccess(res, { message: 'Ownership handed over.', data: toTeamView(await teams.transferOwnership(session, userId)) });
  });

  router.post('/team/credits', async (req, res) => {
    const session = requireSession(req.authState);
    const { amount } = await validateInput(TeamCreditsArgs, req.body);
    sendSuccess(res, {
      message: `${amount} credits added to the team's pool.`,
      data: toTeamView(await teams.addOwnCredits(session, amount)),
    });
  });

  return router;
}
