/**
 * CSS modules, for the components the tests render (ResultCard's styles): Vite types them in the
 * app (client/tsconfig.json's vite/client); here jest maps them to their class names (styleStub.cjs).
 */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
