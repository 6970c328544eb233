/**
 * npm run admin:create -- --email ops@acme.io --username ops [--role superadmin|admin] [--password ...]
 *
 * Creates a staff account on the database the server uses (DATABASE_URL, or the embedded
 * PostgreSQL under DATA_DIR, also while `npm start` runs on it): how the first superadmin is made. Without --password a strong one is
 * generated and printed once. Audited as made from the command line.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { AppError } from '../common/errors';
import { createLogger } from '../common/logger';
import { firstValidationMessage, validatorOptions } from '../common/validation';
import { ConfigError, loadConfig } from '../config';
import { openDatabaseBesideServer, type OpenDatabase } from '../db/open';
import { insertStaffAccount } from '../modules/staff/staff-accounts.service';
import { CreateAdminInput } from '../modules/staff/staff-accounts.types';
import { AuditService } from '../modules/staff/audit.service';

const USAGE = 'usage: admin:create -- --email <e-mail> --username <name> [--role superadmin|admin] [--password <at least 12 characters>]';

function parseArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = { role: 'superadmin' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const name = flag.replace(/^--/, '');
    if (!['email', 'username', 'role', 'password'].includes(name)) throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    args[name] = value;
  }
  return args;
}

async function main(): Promise<number> {
  let input: CreateAdminInput;
  let generated = false;
  let config;
  try {
    const args = parseArgs(process.argv.slice(2));
    if (!args.password) {
      args.password = randomBytes(18).toString('base64url');
      generated = true;
    }
    input = plainToInstance(CreateAdminInput, args);
    const errors = await validate(input, validatorOptions);
    if (errors.length > 0) throw new Error(`${firstValidationMessage(errors)}\n${USAGE}`);
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return err instanceof ConfigError ? 78 : 2;
  }
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  let db: OpenDatabase | undefined;
  try {
    db = await openDatabaseBesideServer(config, logger);
    const staff = await insertStaffAccount(db.ds, new AuditService(db.ds), input, null, 'command line', config.staffPasswordCost);
    console.log(`created ${staff.role} ${staff.username} <${staff.email}>`);
    if (generated) console.log(`password (shown once, keep it safe): ${input.password}`);
    console.log('sign in at /admin');
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
