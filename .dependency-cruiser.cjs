/**
 * The house rules as a machine checks them (`npm run deps:check`, part of `npm test`): which folder
 * may import which. README.md, "Architecture", says the same in words; change both together.
 *
 * The layers of the server, inside out:
 *   common/                          shared helpers (errors, the edge, the logger, the session state); import nothing of the app
 *   modules/<domain>/                the rules of one domain, its ports (the interfaces it needs from outside);
 *                                    modules/search/engine/ is the search engine, the people-source port's default
 *   graphql/                         the GraphQL plumbing domains use (context, auth checker, errors, budgets)
 *   providers/<edge>/                adapters implementing a domain's port (mail, people data, ...)
 *   db/, seed/, cli/                 the database, the generated people and the commands
 *   main.ts, app.ts, services.ts,    the composition root ("boot"): reads config.ts, wires everything
 *   resolvers.ts, config.ts
 * The client: app/ (router, Apollo, theme) -> pages/<route>/ -> features/<domain>/ -> graphql/generated.ts;
 * beside it, playground/ (the GraphQL playground's own page), which shares nothing with the app.
 *
 * Generated files are never edited by hand: `npm run codegen:check` and test/schema.test.ts fail
 * when client/src/graphql/generated.ts or schema.graphql differ from what the tools write.
 */
const BOOT = '^server/src/(main|app|services|resolvers|config)\\.ts$';
const DOMAIN = '^server/src/modules/';
const PROVIDERS = '^server/src/providers/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files that import each other (directly or around a loop) are one concern in two places.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment:
        'No loop between folders either (profiles -> search -> profiles): pick the direction a reader expects and move the shared piece.',
      scope: 'folder',
      from: { path: '^(server|client)/src/' },
      to: { circular: true },
    },
    {
      name: 'domain-not-to-boot',
      severity: 'error',
      comment: 'Domain modules get their settings and collaborators as arguments; they never import the composition root.',
      from: { path: DOMAIN },
      to: { path: BOOT },
    },
    {
      name: 'domain-not-to-providers',
      severity: 'error',
      comment: 'A domain owns the port (an interface in its own folder); providers implement it. The domain never names an adapter.',
      from: { path: DOMAIN },
      to: { path: PROVIDERS },
    },
    {
      name: 'search-engine-behind-its-port',
      severity: 'error',
      comment:
        'The search engine (modules/search/engine/) implements the people-source port; the rest of the app reaches it through the port (services.ts picks it), so an outside provider replaces it without other changes.',
      from: { path: DOMAIN, pathNot: '^server/src/modules/search/engine/' },
      to: { path: '^server/src/modules/search/engine/' },
    },
    {
      name: 'search-engine-only-ports-and-types',
      severity: 'error',
      comment:
        "Like an adapter, the engine uses the search module's port and types, never its services, resolvers, REST routes or repositories.",
      from: { path: '^server/src/modules/search/engine/' },
      to: { path: `${DOMAIN}.+\\.(service|resolver|rest|repository)\\.ts$` },
    },
    {
      name: 'providers-only-ports-and-types',
      severity: 'error',
      comment:
        "Providers implement a domain's port with the domain's types and entities; they never call its services, resolvers, REST routes or repositories.",
      from: { path: PROVIDERS },
      to: { path: `${DOMAIN}.+\\.(service|resolver|rest|repository)\\.ts$` },
    },
    {
      name: 'providers-not-to-boot',
      severity: 'error',
      comment: 'Adapters get their configuration as arguments too.',
      from: { path: PROVIDERS },
      to: { path: '^server/src/(main|app|services|resolvers)\\.ts$' },
    },
    {
      name: 'domain-not-to-seed-or-cli',
      severity: 'error',
      comment: 'The generated people and the commands use the domain, never the reverse.',
      from: { path: `${DOMAIN}|^server/src/(common|graphql|providers|db)/` },
      to: { path: '^server/src/(seed|cli)/' },
    },
    {
      name: 'shared-not-to-domain',
      severity: 'error',
      comment: 'common/ and graphql/ serve every domain, so they depend on none.',
      from: { path: '^server/src/(common|graphql)/' },
      to: { path: `${DOMAIN}|${PROVIDERS}|${BOOT}` },
    },
    {
      name: 'src-not-to-tests',
      severity: 'error',
      comment: 'What is built and shipped never imports test code.',
      from: { path: '^(server|client)/src/', pathNot: '\\.(spec|test)\\.tsx?$' },
      to: { path: '^server/test/|^client/e2e/|\\.(spec|test)\\.tsx?$|\\.fixtures?\\.ts$' },
    },
    {
      name: 'features-not-to-pages',
      severity: 'error',
      comment: 'A page composes features; a feature never reaches up into a page.',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/pages/' },
    },
    {
      name: 'pages-not-to-pages',
      severity: 'error',
      comment: 'Each route is its own chunk: what two pages share is a feature.',
      from: { path: '^client/src/pages/([^/]+)/' },
      to: { path: '^client/src/pages/', pathNot: '^client/src/pages/$1/' },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'The client knows the server only through schema.graphql and the generated types.',
      from: { path: '^client/src/' },
      to: { path: '^server/' },
    },
    {
      name: 'playground-apart',
      severity: 'error',
      comment:
        "The GraphQL playground (client/src/playground/, its own page) holds GraphiQL and Monaco: the app never imports it, so none of that reaches the app's chunks (the landing page's JavaScript budget).",
      from: { path: '^client/src/', pathNot: '^client/src/playground/' },
      to: { path: '^client/src/playground/' },
    },
    {
      name: 'playground-alone',
      severity: 'error',
      comment: 'The playground is a page of its own: it shares no code with the app, so each can change without the other.',
      from: { path: '^client/src/playground/' },
      to: { path: '^client/src/', pathNot: '^client/src/playground/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // The rules are about what is built and shipped: tests and specs may reach into any layer, so they are
    // not cruised; an import from shipped code into them is still seen (and refused by src-not-to-tests).
    doNotFollow: { path: 'node_modules|^server/test/|^client/e2e/' },
    exclude: { path: '(^|/)(dist|node_modules)/|\\.(spec|test)\\.tsx?$' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
