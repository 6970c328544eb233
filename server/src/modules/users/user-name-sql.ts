/**
 * A user's name as others see it (a teammate on a shared list, a team's members and pool
 * history, who revealed a contact): their first and last name, or their e-mail when they gave
 * none. One rule for every statement that shows one, over users row `u`.
 */
export const userNameSql = (u: string) => `COALESCE(NULLIF(btrim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.email)`;
