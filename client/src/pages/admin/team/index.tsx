import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { Link, useParams } from 'react-router';
import { StaffTeamDetail } from '../../../features/staff/teams/StaffTeamDetail';

/** /admin/teams/:teamId: one team, its members and their usage, its pool's newest changes, and its seats and pool credits set by staff. */
export function Component() {
  const { token } = theme.useToken();
  const { teamId = '' } = useParams();
  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      <Link to="/admin/teams" style={{ alignSelf: 'flex-start' }}>
        <ArrowLeftOutlined aria-hidden /> All teams
      </Link>
      <StaffTeamDetail key={teamId} teamId={teamId} />
    </Flex>
  );
}
