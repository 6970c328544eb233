import { Card, Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { type MyTeamFieldsFragment, useMyTeamQuery } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { usePageTitle } from '../public/usePageTitle';
import { AddCredits } from './AddCredits';
import { CompanySignInSection } from './CompanySignInSection';
import { CreateTeam } from './CreateTeam';
import { InviteForm, PendingInvitations } from './Invitations';
import { LeaveTeam } from './LeaveTeam';
import { MembersTable } from './MembersTable';
import { PoolHistory } from './PoolHistory';
import { TeamSection } from './TeamSection';
import { canManage, creditsText, roleLabel, seatsDetail, seatsText } from './teamText';
import { useTeamActions } from './useTeamActions';
import { formatDay } from '../../lib/dates';

/** One figure of the team's header: a label, the figure, a line under it. */
function Figure({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography.Text style={{ color: token.colorTextSecondary, display: 'block' }}>{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: token.fontSizeHeading3, display: 'block', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography.Text>
      <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{detail}</Typography.Text>
    </Card>
  );
}

/** The team's name, the user's role, and its figures: the pool's credits and the seats. */
function TeamHeader({ team }: { team: MyTeamFieldsFragment }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2, overflowWrap: 'anywhere' }}>
          {team.name}
        </Typography.Title>
        <Flex align="center" gap={token.marginXS} wrap style={{ marginTop: token.marginXXS }}>
          <Typography.Text style={{ color: token.colorTextSecondary }}>
            {`${team.myRole === 'member' ? 'You are a member' : `You are the team's ${roleLabel(team.myRole).toLowerCase()}`} · created ${formatDay(team.createdAt)}`}
          </Typography.Text>
          {team.requireSso && team.companySignIn && (
            <Tag style={{ marginInlineEnd: 0 }}>{`Sign-in with ${team.companySignIn.name} required`}</Tag>
          )}
        </Flex>
      </div>
      <Flex gap={token.margin} wrap>
        <Figure
          label="Pool credits"
          value={String(team.remainingCredits)}
          detail={
            team.remainingCredits === 0
              ? 'The pool is empty: members cannot reveal contacts until credits are added.'
              : `${creditsText(team.totalCredits)} added in all`
          }
        />
        <Figure label="Seats" value={`${team.seatsUsed} / ${team.seats}`} detail={`${seatsText(team)}: ${seatsDetail(team)}`} />
      </Flex>
    </Flex>
  );
}

/** The page of a user in a team: the header, then a card for each part, by what their role may do. */
function TeamView({ team }: { team: MyTeamFieldsFragment }) {
  const { token } = theme.useToken();
  const actions = useTeamActions();
  const manager = canManage(team.myRole);
  return (
    <Flex vertical gap={token.marginLG}>
      <TeamHeader team={team} />

      <TeamSection
        title="Members"
        description="This month: the pool's credits each member used this calendar month, with their monthly limit if they have one."
      >
        <MembersTable members={team.members} myRole={team.myRole} actions={actions} />
      </TeamSection>

      {manager && (
        <TeamSection title="Invite a colleague">
          <InviteForm team={team} actions={actions} />
        </TeamSection>
      )}

      {manager && (
        <TeamSection title="Open invitations">
          <PendingInvitations invitations={team.invitations} actions={actions} />
        </TeamSection>
      )}

      <TeamSection title="Add your credits to the pool">
        <AddCredits actions={actions} />
      </TeamSection>

      <TeamSection title="Pool history">
        <PoolHistory />
      </TeamSection>

      {manager && (
        <TeamSection title="Company sign-in">
          <CompanySignInSection team={team} actions={actions} />
        </TeamSection>
      )}

      <TeamSection title={team.myRole === 'owner' ? 'Leaving the team' : 'Leave the team'}>
        <LeaveTeam team={team} actions={actions} />
      </TeamSection>
    </Flex>
  );
}

/** The page before there is a team: its heading, and the create form (its own actions). */
function NoTeam() {
  const { token } = theme.useToken();
  const actions = useTeamActions();
  return (
    <Flex vertical gap={token.margin}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2 }}>
        Team
      </Typography.Title>
      <CreateTeam actions={actions} />
    </Flex>
  );
}

/**
 * /team (issue 33): in a team, its header (name, pool, seats), members with their use of the pool,
 * invitations (owners and admins), moving one's own credits into the pool, the pool's history,
 * company sign-in (owners and admins) and leaving; in none, what a team gives and 'Create a team'.
 * One query, `myTeam`; every change answers the team, which replaces it in the cache.
 */
export function TeamPage() {
  usePageTitle('Team · TalentLens');
  const { data, loading, error, refetch } = useMyTeamQuery({ fetchPolicy: 'cache-and-network' });
  const team = data?.myTeam ?? null;

  return (
    <div style={{ width: '100%', maxWidth: 1100, margin: '0 auto', minWidth: 0 }}>
      <QueryState
        loading={!data && loading}
        failed={!data && Boolean(error)}
        loadingView={{ skeleton: { label: 'Loading your team', rows: 6, title: true } }}
        errorView={{
          as: 'h1',
          title: 'Your team could not be loaded',
          message: serverMessage(error, 'Check your connection and try again.'),
          onRetry: refetch,
        }}
      >
        {team ? <TeamView team={team} /> : <NoTeam />}
      </QueryState>
    </div>
  );
}
