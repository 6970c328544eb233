import path from 'node:path';

/**
 * graphql-js chooses, when first loaded, between a plain `instanceof` (NODE_ENV=production) and one
 * that, each time a value is not of the class asked about, also looks for a second copy of graphql
 * installed beside the first. Every type check of a schema build and of each query goes through it:
 * a tenth of a CPU-second of each test file (its own schema build) went there. Tests load it the
 * production way, as a production server does, and rule the second copy out here instead, once per
 * file: the packages that build on graphql must find the one the app imports.
 */
const root = require.resolve('graphql');
for (const dependent of ['type-graphql', '@apollo/server', 'graphql-scalars', 'graphql-query-complexity']) {
  const found = require.resolve('graphql', { paths: [path.dirname(require.resolve(dependent))] });
  if (found !== root) throw new Error(`two copies of graphql are installed: ${dependent} finds ${found}, the app ${root}`);
}
const env = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  // Loaded now, while NODE_ENV says production: an import would be hoisted above the line before.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('graphql/jsutils/instanceOf');
} finally {
  if (env === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = env;
}
