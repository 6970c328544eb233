import { StaffPage } from '../../../features/staff/StaffPage';
import { StaffTeamsTable } from '../../../features/staff/teams/StaffTeamsTable';

/** /admin/teams: every team, newest first, searched by name or a member's e-mail and paged by the server; each opens its page. */
export function Component() {
  return (
    <StaffPage
      title="Teams"
      intro="Find a team by its name or a member's e-mail, and open it to see its members and pool, or to change its seats and pool credits."
    >
      <StaffTeamsTable />
    </StaffPage>
  );
}
