import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { TYPE_POLICIES } from '../src/app/cachePolicies';

/**
 * Components rendered in Node for the unit tests (*.test.tsx): to HTML with react-dom/server, inside
 * antd's App (messages) and a router, Apollo's MockedProvider (with the app's cache policies)
 * answering their queries with `mocks`
 * (prerenderStatic renders again until every query has its answer). No DOM: effects do not run, and
 * antd's breakpoints are unknown, so a component is seen as on a phone.
 */
export async function renderHtml(tree: ReactNode, mocks: MockedResponse[] = []): Promise<string> {
  const { result } = await prerenderStatic({
    tree: (
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: TYPE_POLICIES })}>
        <MemoryRouter>
          <App>{tree}</App>
        </MemoryRouter>
      </MockedProvider>
    ),
    renderFunction: renderToString,
    maxRerenders: 20,
  });
  return result;
}

/** The text a reader sees in rendered HTML: tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
