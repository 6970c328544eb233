import { GraphiQL } from 'graphiql';
import { useMemo, useState } from 'react';
import { playgroundFetcher } from './fetcher';
import { DEFAULT_QUERY, editorsFromAddress } from './playgroundText';

/**
 * The page around GraphiQL: a bar back to the app, and a note when the server would not describe
 * its schema (in production only signed-in users may introspect it: docs/decisions.md, "The GraphQL
 * playground"). Typed headers are never saved: a token stays out of the browser's storage, as the
 * session does (docs/decisions.md, "Sessions").
 */
export function Playground() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const fetcher = useMemo(() => playgroundFetcher(setRefusal), []);
  const fromAddress = useMemo(() => editorsFromAddress(window.location.search), []);

  return (
    <div className="tl-playground">
      <header className="tl-playground__bar">
        <a className="tl-playground__home" href="/dashboard">
          TalentLens
        </a>
        <h1 className="tl-playground__title">API playground</h1>
        <p className="tl-playground__hint">
          Requests use your TalentLens session. Add an <code>Authorization: Bearer</code> header under Headers to use a token instead.
        </p>
      </header>
      {refusal && (
        <div className="tl-playground__note" role="alert">
          <span>{refusal}</span> <a href="/login">Sign in</a>, then reload this page, or send an <code>Authorization</code> header and
          re-fetch the schema.
        </div>
      )}
      <main className="tl-playground__ide">
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} defaultTheme="dark" shouldPersistHeaders={false} {...fromAddress}>
          <GraphiQL.Logo>
            <span className="tl-playground__logo">GraphiQL</span>
          </GraphiQL.Logo>
        </GraphiQL>
      </main>
    </div>
  );
}
