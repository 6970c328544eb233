/**
 * The transform of every jest project (server, client, browser journeys): SWC turns TypeScript into
 * CommonJS JavaScript without checking types — `npm test`'s typecheck step runs tsc once for that — many
 * times faster than ts-jest on a clean clone. Legacy decorators with their metadata, as tsconfig's
 * experimentalDecorators and emitDecoratorMetadata give the build (type-graphql and TypeORM read the
 * metadata), and ES2022 class fields, as tsc emits for its ES2022 target.
 */
function swc(syntax) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: syntax === 'typescript' ? { syntax, decorators: true } : { syntax },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
}

module.exports = { typescript: swc('typescript'), javascript: swc('ecmascript') };
