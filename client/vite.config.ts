import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

// The server of `npm run dev` listens on PORT (4000 unless set); API_URL points elsewhere.
// 127.0.0.1, the address the server listens on by default (HOST), whatever `localhost` resolves to first.
const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT || 4000}`;

/** The query string of a request's URL ('' without one). */
const search = (url = '') => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell has (`NODE_ENV=development
  // npm start` builds the client too): the prerender runs the server build with React's production
  // runtime, and the app is served as built.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config: UserConfig = {
  plugins: [react()],
  // The year of the build (client/src/build-info.d.ts): what a prerendered page's footer says.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
  server: {
    // VITE_PORT: the dev server's own port (5173 unless set; when set, exactly that one or fail).
    port: Number(process.env.VITE_PORT || 5173),
    strictPort: Boolean(process.env.VITE_PORT),
    proxy: {
      '/api': api,
      // A browser opening /graphql gets the playground from this dev server (with hot reload); the
      // API's requests go on to the server, as its own /graphql route decides in production.
      '/graphql': {
        target: api,
        bypass: (req) =>
          req.method === 'GET' && /^text\/html/.test(req.headers.accept ?? '') ? `/playground.html${search(req.url)}` : undefined,
      },
      '/dev': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
  // The playground in `npm run dev`: GraphiQL's worker setup imports Monaco's workers with
  // `?worker`, which Vite compiles only in modules it serves itself (pre-bundled, they cannot be
  // loaded and the dev server stops). The GraphQL worker's packages that hold CommonJS are
  // pre-bundled, as they are for the page.
  optimizeDeps: {
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
    include: [
      'graphiql > @graphiql/react > monaco-graphql > graphql-language-service',
      'graphiql > @graphiql/react > monaco-graphql > picomatch-browser',
    ],
  },
  // The prerender's server build (`vite build --ssr`, see scripts/prerender.mjs): the icons' data is
  // ES modules, which Node cannot load from node_modules as they are, so it is bundled.
  ssr: { noExternal: ['@ant-design/icons-svg'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks and stylesheets each page needs, for the prerendered pages' <head>.
    manifest: true,
    // Two pages: the app, and the GraphQL playground (GraphiQL and its Monaco workers), which the
    // server sends for GET /graphql from a browser. Each loads only its own chunks (and the React
    // both use).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        playground: fileURLToPath(new URL('playground.html', import.meta.url)),
      },
      onwarn(warning, warn) {
        // GraphiQL's modules open with React Compiler's "use no memo", which bundling drops; it only
        // tells that compiler (which this build does not run) to leave them alone.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use no memo"')) return;
        warn(warning);
      },
    },
  },
};
