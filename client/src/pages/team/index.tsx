import { TeamPage } from '../../features/teams/TeamPage';

/** /team (issue 33): the user's team, or what a team gives and 'Create a team'. */
export function Component() {
  return <TeamPage />;
}
