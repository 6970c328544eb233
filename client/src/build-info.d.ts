/** The year the client was built (vite.config.ts `define`): the year in a prerendered page's footer. */
declare const __BUILD_YEAR__: number;
