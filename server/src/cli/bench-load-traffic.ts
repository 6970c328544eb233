import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { Rng } from '../seed/rng';
import { LIST_SIZE, NEW_REVEALS } from './bench-load-config';
import { fail, request, stats, timed, type RequestKind } from './bench-load-measure';
import { nextSearch, restSearchPath, type SearchSpec } from './bench-load-searches';

/** The traffic of `npm run bench:load`: the web client's GraphQL operations, one signed-in client's requests, and the mix of them. */

// ---- The GraphQL operations: the web client's own (client/src/features/**/*.graphql) ----

const CLIENT_FEATURES = path.resolve(__dirname, '..', '..', '..', 'client', 'src', 'features');

/** The fragments of every client .graphql file, by name: the client declares them beside its components. */
const CLIENT_FRAGMENTS = new Map(
  fs
    .readdirSync(CLIENT_FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(fs.readFileSync(path.join(CLIENT_FEATURES, file), 'utf8')).definitions)
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);

/** One operation of a client .graphql file with the fragments it uses (from any file), as Apollo Client sends it. */
function clientOperation(file: string, name: string, extra = ''): string {
  const doc = parse(fs.readFileSync(path.join(CLIENT_FEATURES, file), 'utf8') + extra);
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!op) throw new Error(`${file} has no operation ${name}`);
  const used = new Set<DefinitionNode>([op]);
  const walk = (node: DefinitionNode): void =>
    void visit(node, {
      FragmentSpread(spread) {
        const f = CLIENT_FRAGMENTS.get(spread.name.value);
        if (f && !used.has(f)) {
          used.add(f);
          walk(f);
        }
      },
    });
  walk(op);
  return [...used].map((d) => print(d)).join('\n');
}

const OPS = {
  search: clientOperation('search/search.graphql', 'SearchProfiles'),
  // The dialog's fields, asked by id (the API takes either; the client opens by username).
  profileById: clientOperation('people/profile.graphql', 'ById', 'query ById($id: ID!) { profile(id: $id) { ...ProfileDialog } }'),
  profileByUsername: clientOperation('people/profile.graphql', 'ProfileDetail'),
  reveal: clientOperation('contacts/contacts.graphql', 'RevealContacts'),
  createList: clientOperation('lists/lists.graphql', 'CreateList'),
  addToList: clientOperation('lists/lists.graphql', 'AddToList'),
};

// ---- The clients and the mix ----

interface Card {
  id: string;
  username: string;
  link?: string;
}

export class LoadClient {
  private readonly rng: Rng;
  private readonly seen: Card[] = [];
  private readonly opened: Card[] = [];
  private readonly revealed: string[] = [];
  private newReveals = 0;
  private last?: { spec: SearchSpec; total: number };
  private listId?: string;
  private listSize = 0;
  private listsMade = 0;

  constructor(
    private readonly base: string,
    private readonly token: string,
    index: number,
  ) {
    this.rng = new Rng(20261121, index);
  }

  private gql(kind: RequestKind, query: string, variables: object) {
    return timed(kind, () => request(this.base, 'POST', '/graphql', this.token, { query, variables }));
  }

  private rest(kind: RequestKind, method: string, route: string, body?: object) {
    return timed(kind, () => request(this.base, method, route, this.token, body));
  }

  private remember(into: Card[], cards: Card[], keep: number) {
    into.push(...cards);
    if (into.length > keep) into.splice(0, into.length - keep);
  }

  /** A profile from the results: mostly from the last page, sometimes an earlier one. */
  private someProfile(): Card {
    return this.rng.chance(0.7) ? this.rng.pick(this.seen.slice(-10)) : this.rng.pick(this.seen);
  }

  async search(via: 'gql' | 'rest') {
    const spec = nextSearch(this.rng, this.last);
    if (stats.recording) stats.searches.add(JSON.stringify(spec));
    let found: { total: number; cards: Card[] } | undefined;
    if (via === 'gql') {
      const r = (await this.gql('search gql', OPS.search, { input: spec }))?.data.searchProfiles;
      // The client's operation asks for hits ({ person, match, isNew }), as the search page does.
      if (r) found = { total: r.totalResults, cards: r.hits.map((h: any) => ({ id: h.person.id, username: h.person.linkedinUsername })) };
    } else {
      const r = await this.rest('search rest', 'GET', restSearchPath(spec));
      if (r)
        found = {
          total: r.totalResults,
          cards: r.data.map((p: any) => ({ id: String(p.id), username: p.linkedinUsername, link: p.linkedinLink })),
        };
    }
    if (!found) return;
    this.last = { spec, total: found.total };
    this.remember(this.seen, found.cards, 60);
  }

  async open(via: 'gql id' | 'gql username' | 'rest link') {
    const card = this.someProfile();
    let ok: unknown;
    if (via === 'gql id') ok = await this.gql('open gql id', OPS.profileById, { id: card.id });
    else if (via === 'gql username') ok = await this.gql('open gql username', OPS.profileByUsername, { linkedinUsername: card.username });
    else {
      const link = card.link ?? `https://www.linkedin.com/in/${card.username}`;
      ok = await this.rest('open rest link', 'GET', `/api/profile/id/${encodeURIComponent(Buffer.from(link).toString('base64'))}`);
    }
    if (ok) this.remember(this.opened, [card], 30);
  }

  /**
   * A few new profiles (charged, unless nothing verified or likely is there: then free, with a
   * message), then re-reveals of those (free): the answer says whether it charged.
   */
  async reveal(via: 'gql' | 'rest') {
    const pool = this.opened.length > 0 ? this.opened : this.seen;
    const fresh = pool.filter((c) => !this.revealed.includes(c.username));
    const isNew = this.newReveals < NEW_REVEALS && fresh.length > 0 && (this.revealed.length === 0 || this.rng.chance(0.3));
    if (!isNew && this.revealed.length === 0) return this.open('gql id'); // nothing opened yet to reveal
    const username = isNew ? this.rng.pick(fresh).username : this.rng.pick(this.revealed);
    if (isNew) this.newReveals++; // counted before the answer, so a lost answer never leads to a 4th charge
    const kind: RequestKind = via === 'gql' ? 'reveal gql' : 'reveal rest';
    const r =
      via === 'gql'
        ? (await this.gql(kind, OPS.reveal, { linkedinUsername: username }))?.data.revealContacts
        : (await this.rest(kind, 'GET', `/api/profile/contacts/${encodeURIComponent(username)}`))?.data;
    if (!r) return;
    const shouldCharge = isNew && !r.message;
    if (r.charged !== shouldCharge)
      return fail(kind, 'check', `${isNew ? 'a first' : 'a repeated'} reveal of ${username} answered charged: ${r.charged}`);
    if (isNew) this.revealed.push(username);
  }

  /** Adds an opened profile to the current list; a new list first, and after every LIST_SIZE adds. */
  async addToList(via: 'gql' | 'rest') {
    if (!this.listId || this.listSize >= LIST_SIZE) {
      const name = `Load ${++this.listsMade}`;
      const created =
        this.listsMade % 2 === 1
          ? (await this.rest('list create rest', 'POST', '/api/profile/list', { name, description: 'bench:load' }))?.data.listId
          : (await this.gql('list create gql', OPS.createList, { input: { name } }))?.data.createList.id;
      if (created) [this.listId, this.listSize] = [created, 0];
      return;
    }
    const card = this.opened.length > 0 ? this.rng.pick(this.opened) : this.someProfile();
    const list =
      via === 'gql'
        ? (await this.gql('list add gql', OPS.addToList, { listId: this.listId, profileId: card.username }))?.data.addToList
        : (await this.rest('list add rest', 'POST', '/api/profile/addtolist', { listId: this.listId, profileId: card.id }))?.data;
    if (list) this.listSize = list.profileCount;
  }

  /** One request of the mix (a search first, for something to open). */
  step(): Promise<unknown> {
    if (this.seen.length === 0) return this.search('gql');
    return MIX[this.rng.weighted(MIX_CUMULATIVE)].run(this);
  }
}

/** The mix: weights of the request types (they add up to 100). */
export const MIX: Array<{ weight: number; what: string; run: (c: LoadClient) => Promise<unknown> }> = [
  { weight: 25, what: "search   GraphQL searchProfiles (the web client's SearchProfiles)", run: (c) => c.search('gql') },
  { weight: 20, what: 'search   REST GET /api/search/profiles?searchterm=…&type=ai|build|persona', run: (c) => c.search('rest') },
  { weight: 12, what: "open     GraphQL profile(id:) (the profile dialog's ProfileDetail)", run: (c) => c.open('gql id') },
  { weight: 6, what: 'open     GraphQL profile(linkedinUsername:), the same fields', run: (c) => c.open('gql username') },
  { weight: 10, what: 'open     REST GET /api/profile/id/{base64 of the profile link}', run: (c) => c.open('rest link') },
  { weight: 6, what: 'reveal   GraphQL revealContacts', run: (c) => c.reveal('gql') },
  { weight: 6, what: 'reveal   REST GET /api/profile/contacts/{linkedinUsername}', run: (c) => c.reveal('rest') },
  { weight: 8, what: 'list     GraphQL addToList', run: (c) => c.addToList('gql') },
  { weight: 7, what: 'list     REST POST /api/profile/addtolist', run: (c) => c.addToList('rest') },
];
let mixTotal = 0;
const MIX_CUMULATIVE = Float64Array.from(MIX, (m) => (mixTotal += m.weight));
