// `npm test`'s first step: the tests run on the Node.js the project declares. The devDependency `node`
// brings that runtime from the npm registry, and npm puts node_modules/.bin (its `node`) first on the
// PATH of every script, so a machine whose own Node.js is older still runs the app and tests on it.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = pkg.devDependencies.node;
if (process.versions.node !== pinned) {
  console.error(
    `Running on Node.js ${process.versions.node}, but package.json brings ${pinned} (devDependency "node"). ` +
      'Run the scripts through npm (npm test, npm start) after npm install.',
  );
  process.exit(1);
}
const major = Number(pinned.split('.')[0]);
if (!pkg.engines.node.startsWith(`>=${major}`)) {
  console.error(`package.json's engines.node (${pkg.engines.node}) does not name the Node.js ${major} it brings`);
  process.exit(1);
}
console.log(`Node.js ${process.versions.node}, the version package.json brings`);
