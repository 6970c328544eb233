import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server of `npm run dev` listens on PORT (4000 unless set); API_URL points elsewhere.
const api = process.env.API_URL ?? `http://localhost:${process.env.PORT || 4000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    // VITE_PORT: the dev server's own port (5173 unless set; when set, exactly that one or fail).
    port: Number(process.env.VITE_PORT || 5173),
    strictPort: Boolean(process.env.VITE_PORT),
    proxy: { '/api': api, '/graphql': api, '/dev': api, '/healthz': api, '/readyz': api },
  },
  build: { outDir: 'dist', sourcemap: true },
});
