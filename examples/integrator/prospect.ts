/**
 * An integrator's script against the TalentLens GraphQL API, typed from schema.graphql:
 * find people, open the first, reveal their contacts (1 credit the first time), keep them in a list.
 *
 *   TALENTLENS_URL=http://localhost:4000 TALENTLENS_API_KEY=tlk_… npx ts-node examples/integrator/prospect.ts "engineering managers in Berlin"
 *
 * The operations are in operations.graphql; `npm run codegen` writes their types to generated.ts.
 * server/test/integrator-example.test.ts runs this against a real server.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { AddToListDocument, CreateListDocument, FindPeopleDocument, OpenProfileDocument, RevealContactsDocument } from './generated';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** One typed call: the document's variables in, its result out; an error answer throws with its code. */
export function talentLens(baseUrl: string, apiKey: string) {
  return async function call<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result> {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const answer = (await res.json()) as GraphQLAnswer<Result>;
    const error = answer.errors?.[0];
    if (error || !answer.data) throw new Error(`${error?.extensions?.code ?? res.status}: ${error?.message ?? 'no data'}`);
    return answer.data;
  };
}

export async function prospect(baseUrl: string, apiKey: string, query: string, listName = 'From the API') {
  const call = talentLens(baseUrl, apiKey);
  const { searchProfiles } = await call(FindPeopleDocument, { query });
  const person = searchProfiles.hits[0]?.person;
  if (!person) return { found: 0 };
  const { profile } = await call(OpenProfileDocument, { linkedinUsername: person.linkedinUsername });
  const { revealContacts } = await call(RevealContactsDocument, { linkedinUsername: person.linkedinUsername });
  const { createList } = await call(CreateListDocument, { name: listName });
  const { addProfileToList } = await call(AddToListDocument, { listId: createList.id, profileId: person.linkedinUsername });
  return {
    found: searchProfiles.totalResults,
    person: `${profile.fullName}, ${profile.currentTitle ?? 'no current title'} (${profile.totalExperience} years)`,
    emails: revealContacts.emails.map((e) => `${e.address} (${e.status})`),
    phones: revealContacts.phoneNumbers.map((p) => `${p.number} (${p.status})`),
    charged: revealContacts.charged,
    creditsLeft: revealContacts.user.remainingCredits,
    list: `${addProfileToList.list.name}: ${addProfileToList.list.profileCount} profile(s)`,
  };
}

if (require.main === module) {
  const { TALENTLENS_URL = 'http://localhost:4000', TALENTLENS_API_KEY } = process.env;
  if (!TALENTLENS_API_KEY) {
    console.error('Set TALENTLENS_API_KEY to a key from the account page (tlk_…).');
    process.exit(1);
  }
  prospect(TALENTLENS_URL, TALENTLENS_API_KEY, process.argv[2] ?? 'engineering managers in Berlin').then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
