import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { createStaffApolloClient } from './staffApollo';

// Loaded with the first staff route (/admin...), so neither public pages nor the users' app ship it.
const client = createStaffApolloClient();

export function Component() {
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
