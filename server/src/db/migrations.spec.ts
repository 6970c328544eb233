import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMigrations, migrationFiles, migrations } from './migrations';

/** A compiled migration as tsc writes it, with its source map. */
function writeMigration(dir: string, file: string, className: string, source = `../src/${file.replace(/\.js$/, '.ts')}`) {
  fs.writeFileSync(
    path.join(dir, file),
    `exports.${className} = class ${className} { async up() {} async down() {} };\nexports.helper = 42;\n`,
  );
  fs.writeFileSync(path.join(dir, `${file}.map`), JSON.stringify({ version: 3, sources: [source] }));
}

describe('migrations are found in their folder', () => {
  let root: string;
  let dist: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-spec-'));
    dist = path.join(root, 'dist');
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, 'src'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds every migration of the repository, oldest first', () => {
    const names = migrations.map((m) => m.name);
    expect(names[0]).toBe('Init1763700000000');
    const stamps = names.map((n) => Number(/(\d+)$/.exec(n)![1]));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    const files = fs.readdirSync(path.join(__dirname, 'migrations')).filter((f) => /^\d+-.*\.ts$/.test(f));
    expect(names).toHaveLength(files.length);
  });

  it('orders by timestamp, takes only files of the running extension, and leaves other files alone', () => {
    for (const [file, cls] of [
      ['1764800000000-Added.js', 'Added1764800000000'],
      ['1763700000000-Init.js', 'Init1763700000000'],
      ['1764100000000-Middle.js', 'Middle1764100000000'],
    ]) {
      writeMigration(dist, file, cls);
      fs.writeFileSync(path.join(root, 'src', file.replace(/\.js$/, '.ts')), '');
    }
    fs.writeFileSync(path.join(dist, 'index.js'), '');
    fs.writeFileSync(path.join(dist, '1764900000000-Types.d.ts'), '');
    expect(migrationFiles(dist, '.js')).toEqual(['1763700000000-Init.js', '1764100000000-Middle.js', '1764800000000-Added.js']);
    expect(loadMigrations(dist, '.js').map((m) => m.name)).toEqual(['Init1763700000000', 'Middle1764100000000', 'Added1764800000000']);
    expect(migrationFiles(dist, '.ts')).toEqual([]);
  });

  it('skips a compiled migration whose source was renamed or removed (tsc leaves the old output behind)', () => {
    writeMigration(dist, '1764800000000-Renamed.js', 'Renamed1764800000000');
    fs.writeFileSync(path.join(root, 'src', '1764900000000-Renamed.ts'), '');
    writeMigration(dist, '1764900000000-Renamed.js', 'Renamed1764900000000');
    expect(migrationFiles(dist, '.js')).toEqual(['1764900000000-Renamed.js']);
    // Without the sources at hand (the container image), every compiled migration counts.
    fs.rmSync(path.join(root, 'src'), { recursive: true });
    expect(migrationFiles(dist, '.js')).toEqual(['1764800000000-Renamed.js', '1764900000000-Renamed.js']);
  });

  it('refuses two migrations with one timestamp, and a class not named after its timestamp', () => {
    fs.rmSync(path.join(root, 'src'), { recursive: true });
    writeMigration(dist, '1764800000000-One.js', 'One1764800000000');
    writeMigration(dist, '1764800000000-Two.js', 'Two1764800000000');
    expect(() => loadMigrations(dist, '.js')).toThrow('Two migrations with the timestamp 1764800000000');
    fs.rmSync(path.join(dist, '1764800000000-Two.js'));
    writeMigration(dist, '1764900000000-Three.js', 'Three1764800000001');
    expect(() => loadMigrations(dist, '.js')).toThrow(
      '1764900000000-Three.js must export one migration class whose name ends with 1764900000000',
    );
  });
});
