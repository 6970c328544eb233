import fs from 'node:fs';
import path from 'node:path';
import type { MigrationInterface } from 'typeorm';

/**
 * Every migration, oldest first, found in the migrations/ folder: a migration is a file named
 * `<timestamp>-<Name>.ts` (what `npm run migration:generate` writes) exporting one class whose
 * name ends with that timestamp. Nothing to add by hand, so two branches that each add a
 * migration merge without touching a shared list. Read as `.ts` under jest (SWC) and ts-node (the
 * migration CLI), as `.js` from the build.
 */
export type MigrationClass = new () => MigrationInterface;

const FILE = /^(\d+)-[\w-]+\.(ts|js)$/;

export function migrationFiles(folder: string, extension: string): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => FILE.exec(name)?.[2] === extension.slice(1) && !isStaleOutput(folder, name))
    .sort((a, b) => timestampOf(a) - timestampOf(b) || a.localeCompare(b));
}

export function loadMigrations(folder: string, extension: string): MigrationClass[] {
  const seen = new Map<number, string>();
  return migrationFiles(folder, extension).map((name) => {
    const timestamp = timestampOf(name);
    const other = seen.get(timestamp);
    if (other)
      throw new Error(`Two migrations with the timestamp ${timestamp}: ${other} and ${name} (give the newer one a later timestamp)`);
    seen.set(timestamp, name);
    // A runtime require: which files exist is only known here. Under jest it is jest's own require.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = Object.values(require(path.join(folder, name)) as Record<string, unknown>);
    const classes = exported.filter(
      (value): value is MigrationClass =>
        typeof value === 'function' && typeof (value.prototype as Partial<MigrationInterface>)?.up === 'function',
    );
    if (classes.length !== 1 || !classes[0].name.endsWith(String(timestamp))) {
      throw new Error(`${name} must export one migration class whose name ends with ${timestamp} (such as Name${timestamp})`);
    }
    return classes[0];
  });
}

const timestampOf = (name: string) => Number(FILE.exec(name)![1]);

/**
 * tsc never deletes output: a compiled migration whose source was renamed or removed stays in
 * dist. Where the sources are at hand (a checkout; not the container image), such a file is no
 * migration any more.
 */
function isStaleOutput(folder: string, name: string): boolean {
  if (!name.endsWith('.js')) return false;
  let sources: string[];
  try {
    sources = (JSON.parse(fs.readFileSync(path.join(folder, `${name}.map`), 'utf8')) as { sources: string[] }).sources;
  } catch {
    return false;
  }
  const source = path.resolve(folder, sources[0] ?? '');
  return fs.existsSync(path.dirname(source)) && !fs.existsSync(source);
}

export const migrations: MigrationClass[] = loadMigrations(path.join(__dirname, 'migrations'), path.extname(__filename));
