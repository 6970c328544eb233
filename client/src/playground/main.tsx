/**
 * The GraphQL playground (GET /graphql in a browser): GraphiQL, bundled by this build as an entry
 * of its own (playground.html), so none of it reaches the app's chunks. Monaco's workers (the
 * editor's, JSON's, GraphQL's) are built into dist/assets by Vite: nothing is fetched from a CDN.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Playground } from './Playground';

createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
