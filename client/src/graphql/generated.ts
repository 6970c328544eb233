/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How sure we are of an address or number: verified, likely, or unverified (a guess from the usual patterns). */
export type ContactStatus =
  | 'likely'
  | 'unverified'
  | 'verified';

/** A new list: a name (required, up to 100 characters) and an optional description (up to 500). */
export type CreateListInput = {
  description?: string | null | undefined;
  name: string;
};

/** What the one-time code is for. */
export type OtpType =
  | 'login'
  | 'register';

/** Asks for a 6-digit code by e-mail (POST /api/users/email-otp). */
export type RequestOtpInput = {
  /** Required (true) when type is register. */
  termsAccepted?: boolean | null | undefined;
  type: OtpType;
  userEmail: string;
};

export type SearchFiltersInput = {
  /** Current companies, any of them. */
  currentCompanies?: Array<string> | null | undefined;
  /** Industries of the current company, any of them. */
  industries?: Array<string> | null | undefined;
  /** Keywords with AND, OR, NOT, "phrases", (parentheses) and -exclusions. */
  keywords?: string | null | undefined;
  /** Cities or countries, any of them. */
  locations?: Array<string> | null | undefined;
  /** Past companies, any of them. */
  pastCompanies?: Array<string> | null | undefined;
  schools?: Array<string> | null | undefined;
  /** Seniority levels: entry, mid, senior, lead, manager, director, vp, executive. */
  seniorities?: Array<string> | null | undefined;
  skills?: Array<string> | null | undefined;
  /** all (default) or any of the skills. */
  skillsMatch?: SkillsMatch | null | undefined;
  /** Current job titles, any of them. */
  titles?: Array<string> | null | undefined;
  yearsFrom?: number | null | undefined;
  yearsTo?: number | null | undefined;
};

/** One search: its type, the text, the page, and for build the filters, for persona the preset. */
export type SearchInput = {
  filters?: SearchFiltersInput | null | undefined;
  page?: number;
  /** The persona id, for type persona. */
  persona?: string | null | undefined;
  /** ai: the question; persona: an optional query combined with the preset. */
  query?: string | null | undefined;
  type: SearchType;
};

/** ai: natural language; build: explicit filters; persona: a preset, optionally with a query. */
export type SearchType =
  | 'ai'
  | 'build'
  | 'persona';

export type SkillsMatch =
  | 'all'
  | 'any';

export type UpdateProfileInput = {
  company: string;
  designation?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
};

/** Exchanges the e-mailed code for a session (POST /api/users/verify-otp). */
export type VerifyOtpInput = {
  /** Whether the new user wants news updates by e-mail. */
  newsUpdates?: boolean | null | undefined;
  otp: string;
  /** Required (true) when type is register. */
  termsAccepted?: boolean | null | undefined;
  type: OtpType;
  userEmail: string;
};

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { __typename: 'Query', authProviders: Array<{ __typename: 'AuthProviderInfo', id: string, name: string, configured: boolean }> };

export type RevealContactsMutationVariables = Exact<{
  linkedinUsername: string;
}>;


export type RevealContactsMutation = { __typename: 'Mutation', revealContacts: { __typename: 'ContactsReveal', linkedinUsername: string, charged: boolean, emails: Array<{ __typename: 'ContactEmail', address: string, status: ContactStatus }>, phoneNumbers: Array<{ __typename: 'ContactPhone', number: string, status: ContactStatus }>, user: { __typename: 'User', id: string, remainingCredits: number, totalCredits: number } } };

export type CreditLedgerQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditLedgerQuery = { __typename: 'Query', creditLedger: Array<{ __typename: 'CreditLedgerEntry', id: string, createdAt: string, change: number, reason: string, reference: string | null, balanceAfter: number }> };

export type ListSummaryFragment = { __typename: 'ProfileList', id: string, name: string, description: string | null, linkedinUsernames: Array<string>, profileCount: number, createdAt: string };

export type ListEntryFragment = { __typename: 'ProfileListEntry', linkedinUsername: string, fullName: string | null, currentPosition: string | null, company: string | null, location: string | null, profilePicture: string | null, linkedinLink: string | null, profileId: string | null, addedAt: string, error: boolean };

export type ListDetailFragment = { __typename: 'ProfileList', id: string, name: string, description: string | null, linkedinUsernames: Array<string>, profileCount: number, createdAt: string, profiles: Array<{ __typename: 'ProfileListEntry', linkedinUsername: string, fullName: string | null, currentPosition: string | null, company: string | null, location: string | null, profilePicture: string | null, linkedinLink: string | null, profileId: string | null, addedAt: string, error: boolean }> };

export type MyListsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyListsQuery = { __typename: 'Query', lists: Array<{ __typename: 'ProfileList', id: string, name: string, description: string | null, linkedinUsernames: Array<string>, profileCount: number, createdAt: string }> };

export type ListDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ListDetailQuery = { __typename: 'Query', list: { __typename: 'ProfileList', id: string, name: string, description: string | null, linkedinUsernames: Array<string>, profileCount: number, createdAt: string, profiles: Array<{ __typename: 'ProfileListEntry', linkedinUsername: string, fullName: string | null, currentPosition: string | null, company: string | null, location: string | null, profilePicture: string | null, linkedinLink: string | null, profileId: string | null, addedAt: string, error: boolean }> } };

export type CreateListMutationVariables = Exact<{
  input: CreateListInput;
}>;


export type CreateListMutation = { __typename: 'Mutation', createList: { __typename: 'ProfileList', id: string, name: string, description: string | null, linkedinUsernames: Array<string>, profileCount: number, createdAt: string, profiles: Array<{ __typename: 'ProfileListEntry', linkedinUsername: string, fullName: string | null, currentPosition: string | null, company: string | null, location: string | null, profilePicture: string | null, linkedinLink: string | null, profileId: string | null, addedAt: string, error: boolean }> } };

export type DeleteListMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteListMutation = { __typename: 'Mutation', deleteList: string };

export type AddToListMutationVariables = Exact<{
  listId: string | number;
  profileId: string;
}>;


export type AddToListMutation = { __typename: 'Mutation', addToList: { __typename: 'ProfileList', id: string, name: string, description: string | null, linkedinUsernames: Array<string>, profileCount: number, createdAt: string, profiles: Array<{ __typename: 'ProfileListEntry', linkedinUsername: string, fullName: string | null, currentPosition: string | null, company: string | null, location: string | null, profilePicture: string | null, linkedinLink: string | null, profileId: string | null, addedAt: string, error: boolean }> } };

export type RemoveFromListMutationVariables = Exact<{
  listId: string | number;
  linkedinUsername: string;
}>;


export type RemoveFromListMutation = { __typename: 'Mutation', removeFromList: { __typename: 'ProfileList', id: string, name: string, description: string | null, linkedinUsernames: Array<string>, profileCount: number, createdAt: string, profiles: Array<{ __typename: 'ProfileListEntry', linkedinUsername: string, fullName: string | null, currentPosition: string | null, company: string | null, location: string | null, profilePicture: string | null, linkedinLink: string | null, profileId: string | null, addedAt: string, error: boolean }> } };

export type SearchResultCardFragment = { __typename: 'ProfileCard', id: string, fullName: string, firstName: string, lastName: string, profilePicture: string | null, snippet: string, summary: string, experience: string, education: string, location: string, linkedinUsername: string };

export type SearchProfilesQueryVariables = Exact<{
  input: SearchInput;
}>;


export type SearchProfilesQuery = { __typename: 'Query', searchProfiles: { __typename: 'SearchResult', page: number, pageSize: number, totalResults: number, totalIsApproximate: boolean, closestMatches: boolean, profiles: Array<{ __typename: 'ProfileCard', id: string, fullName: string, firstName: string, lastName: string, profilePicture: string | null, snippet: string, summary: string, experience: string, education: string, location: string, linkedinUsername: string }>, interpretation: { __typename: 'SearchInterpretation', chips: Array<{ __typename: 'InterpretationChip', kind: string, label: string, text: string }> } | null, persona: { __typename: 'Persona', id: string, name: string } | null } };

export type PersonasQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonasQuery = { __typename: 'Query', personas: Array<{ __typename: 'Persona', id: string, name: string, description: string }> };

export type SearchHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchHistoryQuery = { __typename: 'Query', searchHistory: Array<{ __typename: 'SearchHistoryItem', id: string, searchTerm: string, type: SearchType, persona: string | null, query: string | null, createdAt: string, filters: { __typename: 'SearchFilters', keywords: string | null, titles: Array<string> | null, locations: Array<string> | null, currentCompanies: Array<string> | null, pastCompanies: Array<string> | null, industries: Array<string> | null, skills: Array<string> | null, skillsMatch: SkillsMatch | null, seniorities: Array<string> | null, yearsFrom: number | null, yearsTo: number | null, schools: Array<string> | null } | null }> };

export type SessionUserFragment = { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, designation: string | null, profilePicture: string | null, remainingCredits: number, totalCredits: number, plan: string, planExpiry: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, designation: string | null, profilePicture: string | null, remainingCredits: number, totalCredits: number, plan: string, planExpiry: string | null } };

export type RequestOtpMutationVariables = Exact<{
  input: RequestOtpInput;
}>;


export type RequestOtpMutation = { __typename: 'Mutation', requestOtp: { __typename: 'MessagePayload', message: string } };

export type VerifyOtpMutationVariables = Exact<{
  input: VerifyOtpInput;
}>;


export type VerifyOtpMutation = { __typename: 'Mutation', verifyOtp: { __typename: 'AuthPayload', message: string, user: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, designation: string | null, profilePicture: string | null, remainingCredits: number, totalCredits: number, plan: string, planExpiry: string | null } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: { __typename: 'MessagePayload', message: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, designation: string | null, profilePicture: string | null, remainingCredits: number, totalCredits: number, plan: string, planExpiry: string | null } };

export const ListSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"profileCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ListSummaryFragment, unknown>;
export const ListEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileListEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<ListEntryFragment, unknown>;
export const ListDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListSummary"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"profileCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileListEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<ListDetailFragment, unknown>;
export const SearchResultCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResultCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"education"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}}]}}]} as unknown as DocumentNode<SearchResultCardFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCredits"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredits"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planExpiry"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const AuthProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}}]}}]}}]} as unknown as DocumentNode<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const RevealContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkedinUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"linkedinUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkedinUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCredits"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredits"}}]}}]}}]}}]} as unknown as DocumentNode<RevealContactsMutation, RevealContactsMutationVariables>;
export const CreditLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditLedger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditLedger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]}}]} as unknown as DocumentNode<CreditLedgerQuery, CreditLedgerQueryVariables>;
export const MyListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"profileCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyListsQuery, MyListsQueryVariables>;
export const ListDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"profileCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileListEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListSummary"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEntry"}}]}}]}}]} as unknown as DocumentNode<ListDetailQuery, ListDetailQueryVariables>;
export const CreateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"profileCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileListEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListSummary"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEntry"}}]}}]}}]} as unknown as DocumentNode<CreateListMutation, CreateListMutationVariables>;
export const DeleteListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteListMutation, DeleteListMutationVariables>;
export const AddToListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"profileCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileListEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListSummary"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEntry"}}]}}]}}]} as unknown as DocumentNode<AddToListMutation, AddToListMutationVariables>;
export const RemoveFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkedinUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"linkedinUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkedinUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"profileCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileListEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListSummary"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEntry"}}]}}]}}]} as unknown as DocumentNode<RemoveFromListMutation, RemoveFromListMutationVariables>;
export const SearchProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsApproximate"}},{"kind":"Field","name":{"kind":"Name","value":"closestMatches"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchResultCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"persona"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResultCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"education"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUsername"}}]}}]} as unknown as DocumentNode<SearchProfilesQuery, SearchProfilesQueryVariables>;
export const PersonasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Personas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PersonasQuery, PersonasQueryVariables>;
export const SearchHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerm"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"persona"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"titles"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"currentCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"pastCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"industries"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"skillsMatch"}},{"kind":"Field","name":{"kind":"Name","value":"seniorities"}},{"kind":"Field","name":{"kind":"Name","value":"yearsFrom"}},{"kind":"Field","name":{"kind":"Name","value":"yearsTo"}},{"kind":"Field","name":{"kind":"Name","value":"schools"}}]}}]}}]}}]} as unknown as DocumentNode<SearchHistoryQuery, SearchHistoryQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCredits"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredits"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planExpiry"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestOtpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestOtpMutation, RequestOtpMutationVariables>;
export const VerifyOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyOtpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCredits"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredits"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planExpiry"}}]}}]} as unknown as DocumentNode<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCredits"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredits"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planExpiry"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;

export function useAuthProvidersQuery(options: useQuery.Options<AuthProvidersQuery, AuthProvidersQueryVariables> = {}) {
  return useQuery(AuthProvidersDocument, options);
}

export function useAuthProvidersLazyQuery(options?: useLazyQuery.Options<AuthProvidersQuery, AuthProvidersQueryVariables>) {
  return useLazyQuery(AuthProvidersDocument, options);
}

export function useRevealContactsMutation(options?: useMutation.Options<RevealContactsMutation, RevealContactsMutationVariables>) {
  return useMutation(RevealContactsDocument, options);
}

export function useCreditLedgerQuery(options: useQuery.Options<CreditLedgerQuery, CreditLedgerQueryVariables> = {}) {
  return useQuery(CreditLedgerDocument, options);
}

export function useCreditLedgerLazyQuery(options?: useLazyQuery.Options<CreditLedgerQuery, CreditLedgerQueryVariables>) {
  return useLazyQuery(CreditLedgerDocument, options);
}

export function useMyListsQuery(options: useQuery.Options<MyListsQuery, MyListsQueryVariables> = {}) {
  return useQuery(MyListsDocument, options);
}

export function useMyListsLazyQuery(options?: useLazyQuery.Options<MyListsQuery, MyListsQueryVariables>) {
  return useLazyQuery(MyListsDocument, options);
}

export function useListDetailQuery(options: useQuery.Options<ListDetailQuery, ListDetailQueryVariables>) {
  return useQuery(ListDetailDocument, options);
}

export function useListDetailLazyQuery(options?: useLazyQuery.Options<ListDetailQuery, ListDetailQueryVariables>) {
  return useLazyQuery(ListDetailDocument, options);
}

export function useCreateListMutation(options?: useMutation.Options<CreateListMutation, CreateListMutationVariables>) {
  return useMutation(CreateListDocument, options);
}

export function useDeleteListMutation(options?: useMutation.Options<DeleteListMutation, DeleteListMutationVariables>) {
  return useMutation(DeleteListDocument, options);
}

export function useAddToListMutation(options?: useMutation.Options<AddToListMutation, AddToListMutationVariables>) {
  return useMutation(AddToListDocument, options);
}

export function useRemoveFromListMutation(options?: useMutation.Options<RemoveFromListMutation, RemoveFromListMutationVariables>) {
  return useMutation(RemoveFromListDocument, options);
}

export function useSearchProfilesQuery(options: useQuery.Options<SearchProfilesQuery, SearchProfilesQueryVariables>) {
  return useQuery(SearchProfilesDocument, options);
}

export function useSearchProfilesLazyQuery(options?: useLazyQuery.Options<SearchProfilesQuery, SearchProfilesQueryVariables>) {
  return useLazyQuery(SearchProfilesDocument, options);
}

export function usePersonasQuery(options: useQuery.Options<PersonasQuery, PersonasQueryVariables> = {}) {
  return useQuery(PersonasDocument, options);
}

export function usePersonasLazyQuery(options?: useLazyQuery.Options<PersonasQuery, PersonasQueryVariables>) {
  return useLazyQuery(PersonasDocument, options);
}

export function useSearchHistoryQuery(options: useQuery.Options<SearchHistoryQuery, SearchHistoryQueryVariables> = {}) {
  return useQuery(SearchHistoryDocument, options);
}

export function useSearchHistoryLazyQuery(options?: useLazyQuery.Options<SearchHistoryQuery, SearchHistoryQueryVariables>) {
  return useLazyQuery(SearchHistoryDocument, options);
}

export function useMeQuery(options: useQuery.Options<MeQuery, MeQueryVariables> = {}) {
  return useQuery(MeDocument, options);
}

export function useMeLazyQuery(options?: useLazyQuery.Options<MeQuery, MeQueryVariables>) {
  return useLazyQuery(MeDocument, options);
}

export function useRequestOtpMutation(options?: useMutation.Options<RequestOtpMutation, RequestOtpMutationVariables>) {
  return useMutation(RequestOtpDocument, options);
}

export function useVerifyOtpMutation(options?: useMutation.Options<VerifyOtpMutation, VerifyOtpMutationVariables>) {
  return useMutation(VerifyOtpDocument, options);
}

export function useLogoutMutation(options?: useMutation.Options<LogoutMutation, LogoutMutationVariables>) {
  return useMutation(LogoutDocument, options);
}

export function useUpdateProfileMutation(options?: useMutation.Options<UpdateProfileMutation, UpdateProfileMutationVariables>) {
  return useMutation(UpdateProfileDocument, options);
}
