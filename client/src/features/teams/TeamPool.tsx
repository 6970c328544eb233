import { skipToken } from '@apollo/client/react';
import { TeamOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Link } from 'react-router';
import { useTeamPoolCreditsQuery } from '../../graphql/generated';
import { teamPoolLabel } from './teamText';

/**
 * The credits left in the user's team pool, or null when they are in no team (or it is not known
 * yet). Read once a session (cache-first) from `myTeam { id remainingCredits }`: the one Team
 * object of the cache, which the team page, its changes and a reveal's answer (`teamCredits`)
 * update. `enabled` false asks nothing (no signed-in user yet).
 */
export function useTeamPool(enabled = true): number | null {
  const { data } = useTeamPoolCreditsQuery(enabled ? { fetchPolicy: 'cache-first' } : skipToken);
  return data?.myTeam?.remainingCredits ?? null;
}

/** The header's team pool, 'Team pool: 40', beside the user's own credits: a link to /team. */
export function TeamPoolIndicator({ credits }: { credits: number }) {
  const { token } = theme.useToken();
  return (
    <Link
      to="/team"
      title="Your team's pool of credits: members' reveals are paid from it"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        whiteSpace: 'nowrap',
        lineHeight: token.lineHeight,
      }}
    >
      <TeamOutlined aria-hidden style={{ color: token.colorPrimary }} />
      {teamPoolLabel(credits)}
    </Link>
  );
}
