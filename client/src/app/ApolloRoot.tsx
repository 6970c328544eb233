import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { createApolloClient } from './apollo';

// Loaded with the first route that talks to the API, so that public pages ship without it.
const client = createApolloClient();

export function Component() {
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
