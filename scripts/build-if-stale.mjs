#!/usr/bin/env node
/**
 * `npm start` runs this first: it builds the server and the client only when their build is
 * missing or older than their sources, so a restart after `git pull` is correct and a plain
 * restart is quick.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of entries) walk(path.join(root, entry));
  return newest;
}

const targets = [
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json', 'package-lock.json'],
  },
  {
    workspace: 'client',
    // The prerender's list is the build's last file: a build that stopped before it is built again.
    output: 'client/dist/.prerendered/pages.json',
    sources: [
      'scripts/prerender.mjs',
      'client/src',
      'client/public',
      'client/index.html',
      'client/playground.html',
      'client/vite.config.ts',
      'client/package.json',
      'package-lock.json',
    ],
  },
];

for (const t of targets) {
  const out = path.join(root, t.output);
  const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
  const reason = built === 0 ? 'no build yet' : newestMtime(t.sources) > built ? 'sources changed' : null;
  if (!reason) {
    console.log(`${t.workspace}: build is up to date`);
    continue;
  }
  console.log(`${t.workspace}: building (${reason})`);
  try {
    execSync(`npm run build --workspace ${t.workspace}`, { cwd: root, stdio: 'inherit' });
  } catch {
    console.error(`${t.workspace}: the build failed (see above); not starting.`);
    process.exit(1);
  }
  // An incremental build may leave an unchanged main.js untouched; mark the build as fresh.
  const now = new Date();
  fs.utimesSync(out, now, now);
}
