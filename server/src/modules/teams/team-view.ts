import type { TeamState } from './teams.service';
import type { TeamView } from './teams.types';

/** The team page's view of a team, the same on both transports. */
export function toTeamView(state: TeamState): TeamView {
  const { team } = state;
  return {
    id: team.id,
    name: team.name,
    seats: team.seats,
    seatsUsed: state.seatsUsed,
    remainingCredits: team.remainingCredits,
    totalCredits: team.totalCredits,
    requireSso: team.requireSso,
    domains: team.domains,
    myRole: state.myRole,
    createdAt: team.createdAt,
    members: state.members.map((m) => ({
      userId: m.userId,
      email: m.email,
      name: m.name,
      role: m.role,
      monthlyCap: m.monthlyCap,
      spentThisMonth: m.spentThisMonth,
      spentTotal: m.spentTotal,
      reveals: m.reveals,
      joinedAt: m.joinedAt,
      isYou: m.userId === state.you,
    })),
    invitations: state.invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      invitedBy: i.invitedByName,
      createdAt: i.createdAt,
      expiresAt: i.expiresAt,
    })),
    companySignIn: state.companySignIn
      ? {
          name: state.companySignIn.name,
          allowedDomains: state.companySignIn.allowedDomains ? [...state.companySignIn.allowedDomains] : null,
        }
      : null,
  };
}
