import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from '../common/logger';

/**
 * Who signs in to the embedded PostgreSQL. The app runs as its own role (LOGIN, no superuser, no
 * CREATEDB, no CREATEROLE) that owns the app's database; the superuser is used only at start,
 * to keep that arrangement in place. Both passwords are random, made on first start and kept in
 * DATA_DIR/postgres-credentials.json (mode 0600).
 */
export const CREDENTIALS_FILE = 'postgres-credentials.json';
export const SUPERUSER = 'postgres';
export const APP_ROLE = 'talentlens';
export const APP_DATABASE = 'talentlens';
/** What clusters made before the app had its own role used. */
const LEGACY_SUPERUSER_PASSWORD = 'postgres';

export interface Credentials {
  superuser: { user: string; password: string };
  app: { user: string; password: string };
}

const newPassword = () => randomBytes(24).toString('base64url');

/** Writes a file that only its owner may read, in one step (written aside, then renamed). */
export async function writePrivateFile(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, content, { mode: 0o600 });
  await fs.chmod(temp, 0o600);
  await fs.rename(temp, file);
}

/** The credentials of DATA_DIR, made (and written, 0600) when there are none yet. */
export async function loadOrCreateCredentials(dataDir: string): Promise<{ credentials: Credentials; created: boolean }> {
  const file = path.join(dataDir, CREDENTIALS_FILE);
  let text: string | undefined;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (text !== undefined) {
    let parsed: Credentials | undefined;
    try {
      parsed = JSON.parse(text) as Credentials;
    } catch {
      /* reported below */
    }
    if (!parsed?.superuser?.user || !parsed.superuser.password || !parsed.app?.user || !parsed.app.password) {
      throw new Error(
        `${file} is not readable as the embedded PostgreSQL's credentials; restore it, or move DATA_DIR away to start afresh.`,
      );
    }
    if (((await fs.stat(file)).mode & 0o077) !== 0) await fs.chmod(file, 0o600);
    return { credentials: parsed, created: false };
  }
  const credentials: Credentials = {
    superuser: { user: SUPERUSER, password: newPassword() },
    app: { user: APP_ROLE, password: newPassword() },
  };
  await writePrivateFile(file, JSON.stringify(credentials, null, 2) + '\n');
  return { credentials, created: true };
}

/**
 * A password as PostgreSQL stores it for scram-sha-256 (RFC 5802/7677). Sent in ALTER/CREATE
 * ROLE instead of the password itself, so the password never appears in a statement the server
 * might log.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

async function connect(port: number, database: string, user: string, password: string): Promise<Client> {
  const client = new Client({ host: '127.0.0.1', port, database, user, password, application_name: 'talentlens-admin' });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** The superuser's connection: with the password of the file, else the one clusters made before this had. */
async function connectAsSuperuser(port: number, database: string, credentials: Credentials): Promise<{ client: Client; legacy: boolean }> {
  const { user, password } = credentials.superuser;
  try {
    return { client: await connect(port, database, user, password), legacy: false };
  } catch (err) {
    if ((err as { code?: string }).code !== '28P01') throw err;
  }
  try {
    return { client: await connect(port, database, user, LEGACY_SUPERUSER_PASSWORD), legacy: true };
  } catch (err) {
    if ((err as { code?: string }).code !== '28P01') throw err;
    throw new Error(
      `Cannot sign in to the embedded PostgreSQL as ${user}: the password in ${CREDENTIALS_FILE} does not match the cluster. ` +
        'Restore that file from where the cluster came from, or move the cluster folder away to start afresh.',
      { cause: err },
    );
  }
}

/**
 * Puts the roles in place, idempotently, at every start: the superuser's password is the file's
 * (an older cluster's postgres/postgres is replaced); the app role exists with the file's
 * password and no privileges beyond its own objects; it owns the app database and everything
 * in it.
 */
export async function prepareRoles(opts: { port: number; credentials: Credentials; logger: Logger }): Promise<void> {
  const { port, credentials, logger } = opts;
  const app = credentials.app;
  const { client, legacy } = await connectAsSuperuser(port, 'postgres', credentials);
  try {
    if (legacy) {
      logger.info('upgrading the embedded PostgreSQL: random superuser password, the app gets a role of its own');
      await client.query(
        `ALTER ROLE ${client.escapeIdentifier(credentials.superuser.user)} PASSWORD ${client.escapeLiteral(scramVerifier(credentials.superuser.password))}`,
      );
    }
    const role = client.escapeIdentifier(app.user);
    const password = client.escapeLiteral(scramVerifier(app.password));
    const attributes = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
    const found = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [app.user]);
    if (found.rowCount === 0) {
      await client.query(`CREATE ROLE ${role} ${attributes} PASSWORD ${password}`);
      logger.info({ role: app.user }, 'created the app role');
    } else {
      await client.query(`ALTER ROLE ${role} ${attributes} PASSWORD ${password}`);
    }
    const db = await client.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [
      APP_DATABASE,
    ]);
    if (db.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(APP_DATABASE)} OWNER ${role}`);
    } else if (db.rows[0].owner !== app.user) {
      await client.query(`ALTER DATABASE ${client.escapeIdentifier(APP_DATABASE)} OWNER TO ${role}`);
    }
  } finally {
    await client.end();
  }
  const inDb = (await connectAsSuperuser(port, APP_DATABASE, credentials)).client;
  try {
    const moved = await transferOwnership(inDb, credentials.superuser.user, app.user);
    if (moved > 0) logger.info({ objects: moved, role: app.user }, 'the app role now owns every object of its database');
  } finally {
    await inDb.end();
  }
}

/** Objects of the current database outside the system schemas and not part of an extension. */
const USER_OBJECT = (alias: string, catalog: string, ns: string) =>
  `${ns} NOT IN ('pg_catalog', 'information_schema') AND ${ns} NOT LIKE 'pg\\_toast%' AND ${ns} NOT LIKE 'pg\\_temp%'
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${alias}.oid AND d.deptype = 'e')`;

/**
 * Gives every object of the current database that `from` owns to `to`, one by one
 * (`REASSIGN OWNED BY` is refused for the bootstrap superuser): schemas, tables (with their
 * indexes, owned sequences and row types), views, materialized views, the remaining sequences,
 * types (enums, domains, composites, ranges) and routines. One transaction. Returns how many
 * statements ran.
 */
async function transferOwnership(client: Client, from: string, to: string): Promise<number> {
  const owner = `(SELECT oid FROM pg_roles WHERE rolname = $1)`;
  const target = client.escapeIdentifier(to);
  const list = async (sql: string) => (await client.query<{ stmt: string }>(sql, [from])).rows.map((r) => `${r.stmt} OWNER TO ${target}`);
  const statements: string[] = [];
  const run = async (stmts: string[]) => {
    for (const stmt of stmts) await client.query(stmt);
    statements.push(...stmts);
  };
  await client.query('BEGIN');
  try {
    await run(
      await list(`SELECT 'ALTER SCHEMA ' || quote_ident(n.nspname) AS stmt FROM pg_namespace n
                  WHERE n.nspowner = ${owner} AND ${USER_OBJECT('n', 'pg_namespace', 'n.nspname')}`),
    );
    await run(
      await list(`SELECT CASE c.relkind WHEN 'v' THEN 'ALTER VIEW ' WHEN 'm' THEN 'ALTER MATERIALIZED VIEW ' WHEN 'f' THEN 'ALTER FOREIGN TABLE '
                         ELSE 'ALTER TABLE ' END || c.oid::regclass::text AS stmt
                  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE c.relowner = ${owner} AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_OBJECT('c', 'pg_class', 'n.nspname')}
                  ORDER BY c.relkind, c.oid`),
    );
    // Sequences that no table column owns (the others moved with their table).
    await run(
      await list(`SELECT 'ALTER SEQUENCE ' || c.oid::regclass::text AS stmt
                  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE c.relowner = ${owner} AND c.relkind = 'S' AND ${USER_OBJECT('c', 'pg_class', 'n.nspname')}`),
    );
    // Types of their own: not a table's row type, not an array type (both follow their base object).
    await run(
      await list(`SELECT 'ALTER TYPE ' || t.oid::regtype::text AS stmt
                  FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
                  WHERE t.typowner = ${owner} AND t.typtype IN ('e', 'd', 'r', 'c', 'b') AND ${USER_OBJECT('t', 'pg_type', 'n.nspname')}
                    AND (t.typrelid = 0 OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
                    AND NOT EXISTS (SELECT 1 FROM pg_type e WHERE e.typarray = t.oid)`),
    );
    await run(
      await list(`SELECT 'ALTER ROUTINE ' || p.oid::regprocedure::text AS stmt
                  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                  WHERE p.proowner = ${owner} AND ${USER_OBJECT('p', 'pg_proc', 'n.nspname')}`),
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
  return statements.length;
}
