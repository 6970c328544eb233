/** The GraphQL playground's pure parts: what the address opens it with, and telling a refused schema. */
import { DEFAULT_QUERY, editorsFromAddress, introspectionRefusal, SIGN_IN_TO_EXPLORE } from '../src/playground/playgroundText';

describe('the address', () => {
  it("opens the editors with GraphiQL's ?query= and ?variables=", () => {
    expect(editorsFromAddress(`?query=${encodeURIComponent('{ me { email } }')}&variables=${encodeURIComponent('{"a":1}')}`)).toEqual({
      initialQuery: '{ me { email } }',
      initialVariables: '{"a":1}',
    });
  });

  it('leaves the editors to their saved tabs (or the default query) without them', () => {
    expect(editorsFromAddress('')).toEqual({});
    expect(editorsFromAddress('?query=&other=1')).toEqual({});
  });

  it('the default query says how requests are signed in, and asks for me', () => {
    expect(DEFAULT_QUERY).toMatch(/your TalentLens session/);
    expect(DEFAULT_QUERY).toMatch(/Authorization": "Bearer/);
    expect(DEFAULT_QUERY).toMatch(/me \{\s+email\s+remainingCredits/);
  });
});

describe('a refused introspection', () => {
  it("is the server's UNAUTHENTICATED answer, with its message", () => {
    const answer = { errors: [{ message: SIGN_IN_TO_EXPLORE, extensions: { code: 'UNAUTHENTICATED' } }] };
    expect(introspectionRefusal(answer)).toBe('Sign in to TalentLens to explore the schema.');
    const ended = { errors: [{ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] };
    expect(introspectionRefusal(ended)).toBe('Your session has ended. Please sign in again.');
    expect(introspectionRefusal({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(SIGN_IN_TO_EXPLORE);
  });

  it('is not a schema that came back, nor another failure', () => {
    expect(introspectionRefusal({ data: { __schema: {} } })).toBeNull();
    expect(introspectionRefusal({ errors: [{ message: 'too much', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] })).toBeNull();
    expect(introspectionRefusal('<html>')).toBeNull();
    expect(introspectionRefusal(null)).toBeNull();
  });
});
