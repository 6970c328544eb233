import { useSearchParams } from 'react-router';
import { JoinTeam } from '../../features/teams/JoinTeam';

/** /team/join?token=… (issue 33): an invitation's link, inside the signed-in area (a signed-out visitor signs in first and comes back). */
export function Component() {
  const [params] = useSearchParams();
  return <JoinTeam token={params.get('token')?.trim() || null} />;
}
