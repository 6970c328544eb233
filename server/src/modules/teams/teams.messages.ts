/** What teams say to users (docs/decisions.md, "Teams"). */

export const TEAM_NAME_MAX = 100;
export const TEAM_NAME_REQUIRED = 'Please give the team a name.';
export const TEAM_NAME_TOO_LONG = `A team name can be at most ${TEAM_NAME_MAX} characters.`;
export const NOT_IN_TEAM_MESSAGE = 'You are not in a team.';
export const ALREADY_IN_TEAM_MESSAGE = 'You are already in a team. Leave it first to create or join another.';
export const ALREADY_IN_THIS_TEAM_MESSAGE = 'You are already in this team.';
export const ADMINS_ONLY_MESSAGE = "Only the team's owner and admins can do this.";
export const OWNER_ONLY_MESSAGE = "Only the team's owner can do this.";
export const MEMBER_NOT_FOUND_MESSAGE = 'There is no such member in your team.';
export const INVITATION_NOT_FOUND_MESSAGE = 'There is no such invitation in your team.';
export const OWNER_STAYS_MESSAGE = 'The team always has one owner: hand ownership to another member first.';
export const OWNER_ROLE_MESSAGE = "The owner's role changes only by handing ownership over.";
export const SAME_OWNER_MESSAGE = 'You already own the team.';
export const NO_SEATS_MESSAGE = 'Your team has no free seat: remove a member or an invitation first, or ask us for more seats.';
export const ALREADY_MEMBER_MESSAGE = (email: string) => `${email} is already in your team.`;
export const INVITED_MESSAGE = (email: string, days: number) => `Invitation sent to ${email}. The link works once, for ${days} days.`;
export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid. Ask your team for a new one.';
export const INVITATION_EXPIRED_MESSAGE = 'This invitation has expired. Ask your team for a new one.';
export const INVITATION_USED_MESSAGE = 'This invitation has already been used.';
export const INVITATION_OTHER_EMAIL_MESSAGE = (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`;
export const OUTSIDE_DOMAINS_MESSAGE = (domains: readonly string[]) =>
  `Your team signs in through its company's provider: invite an address at ${domains.join(', ')}.`;
export const MEMBER_OUTSIDE_DOMAINS_MESSAGE = (email: string) =>
  `${email} is outside the team's domains: add its domain or remove the member first, or they could not sign in.`;
export const CAP_REACHED_MESSAGE = (cap: number) =>
  `You have used your monthly limit of ${cap} team ${cap === 1 ? 'credit' : 'credits'}. Ask a team admin to raise it.`;
export const POOL_EMPTY_MESSAGE = 'Your team has no credits left. Ask a team admin to add credits, or add your own on the Team page.';
export const TRANSFER_RANGE_MESSAGE = 'Choose a whole number of credits from 1 to 100,000.';
export const CAP_RANGE_MESSAGE = 'A monthly limit is a whole number of credits from 0 to 100,000, or none.';
export const SSO_NOT_CONFIGURED_MESSAGE = 'Company sign-in is not set up on this server, so it cannot be required.';
export const SSO_DOMAINS_MESSAGE = (provider: string, domains: readonly string[]) =>
  `${provider} signs in only addresses at ${domains.join(', ')}: the team's domains must be among them.`;
export const SSO_SIGN_IN_FIRST_MESSAGE = (provider: string) =>
  `Sign in with ${provider} yourself first, so that requiring it does not lock you out.`;
export const ACCEPT_NEEDS_SSO_MESSAGE = (provider: string) =>
  `This team requires signing in with ${provider}. Sign in with it, then open the invitation link again.`;
export const SSO_REQUIRED_MESSAGE = (provider: string) => `Your team requires signing in with ${provider}.`;
export const DOMAINS_REQUIRED_MESSAGE = 'A team needs at least one e-mail domain.';
export const DOMAIN_INVALID_MESSAGE = (domain: string) => `"${domain}" is not a company e-mail domain.`;
export const SHARE_NEEDS_TEAM_MESSAGE = 'Join or create a team to share a list.';
export const SHARE_NOT_ALLOWED_MESSAGE = "Only the list's owner or a team admin can change who sees this list.";
export const ROLE_MESSAGE = 'Choose a role: admin or member.';
export const TEAM_NOT_FOUND_MESSAGE = 'There is no such team.';
