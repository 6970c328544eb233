/**
 * What other modules' statements ask of teams, as SQL fragments over the tables teams owns
 * (team_members, team_reveals), so that lists, contacts and profiles read one rule: a list shared
 * with a team is its members' (only while they are members), and a contact the team revealed is
 * revealed for every member. `user` is a parameter or a column naming the user who reads.
 */

/** The team of user `user`, or NULL. */
export const teamOfUserSql = (user: string) => `(SELECT tm.team_id FROM team_members tm WHERE tm.user_id = ${user})`;

/** Whether user `user` may see and work on list `list` (an alias of profile_lists): their own private list, or one shared with their team. */
export const listVisibleSql = (list: string, user: string) =>
  `(${list}.team_id IS NULL AND ${list}.user_id = ${user} OR ${list}.team_id = ${teamOfUserSql(user)})`;

/** Whether user `user`'s team revealed profile `profile` (an id expression). */
export const teamRevealedSql = (profile: string, user: string) =>
  `EXISTS (SELECT 1 FROM team_members tm JOIN team_reveals tr ON tr.team_id = tm.team_id WHERE tm.user_id = ${user} AND tr.profile_id = ${profile})`;
