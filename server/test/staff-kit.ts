import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../src/common/session';
import { insertStaffAccount } from '../src/modules/staff/staff-accounts.service';
import { AuditService } from '../src/modules/staff/audit.service';
import type { TestServer } from './helpers';

/** The staff area's tests: a staff account made as the command line makes it, signed in over REST. */

export const STAFF_PASSWORD = 'correct horse battery staple';

export interface Staff {
  id: string;
  username: string;
  email: string;
  token: string;
}

export async function newStaff(t: TestServer, role: StaffRole = 'admin'): Promise<Staff> {
  const id = randomUUID().slice(0, 8);
  const username = `${role}-${id}`;
  const email = `${username}@staff.talentlens.test`;
  const made = await insertStaffAccount(
    t.ds,
    new AuditService(t.ds),
    { username, email, password: STAFF_PASSWORD, role },
    null,
    'test',
    t.config.staffPasswordCost,
  );
  const login = await t.rest('POST', '/api/admins/login', { email: username, password: STAFF_PASSWORD });
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: made.id, username, email, token: login.body.data.token as string };
}

/** The first error's code and message of a GraphQL answer (undefined when it has none). */
export function gqlError(r: { body: { errors?: Array<{ message: string; extensions?: { code?: string } }> } }) {
  const e = r.body.errors?.[0];
  return e ? { code: e.extensions?.code, message: e.message } : undefined;
}
