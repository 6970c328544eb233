/**
 * The results page's words about must-haves (SearchResults, rendered in Node): a page of closest
 * matches says they keep every must-have and which nice-to-haves they relax; a search nobody meets
 * because of its must-haves says to make one a nice-to-have. And a card without a place says so.
 */
import { SearchResults } from '../src/features/search/SearchResults';
import { NOBODY_MEETS_MUST_HAVES } from '../src/features/search/mustHaveText';
import type { SearchProfilesQuery } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

type Result = SearchProfilesQuery['searchProfiles'];
type Hit = Result['hits'][number];

const RELAXED = 'Closest matches keep every must-have. Relaxed on this page: Kubernetes (missed by 1 of 1).';

function hit(id: string, exact: boolean): Hit {
  return {
    __typename: 'SearchHit',
    isNew: null,
    person: {
      __typename: 'ProfileCard',
      id,
      linkedinUsername: `person-${id}`,
      fullName: `Person ${id}`,
      firstName: 'Person',
      lastName: id,
      profilePicture: null,
      snippet: 'Engineering Manager at Acme',
      summary: '',
      experience: 'Acme',
      education: '',
      location: 'Berlin',
      contactPreview: null,
      listCount: 0,
      sample: true,
      source: 'seed',
      stale: false,
      lastUpdatedAt: '2026-01-01T00:00:00.000Z',
    },
    match: {
      __typename: 'ResultMatch',
      exact,
      highlights: [],
      constraints: [
        { __typename: 'ConstraintCheck', kind: 'location', label: 'Berlin', met: true, near: false, required: true, detail: null },
        { __typename: 'ConstraintCheck', kind: 'skill', label: 'Kubernetes', met: exact, near: false, required: false, detail: null },
      ],
    },
  };
}

function result(over: Partial<Result>): Result {
  return {
    __typename: 'SearchResult',
    page: 1,
    pageSize: 10,
    totalResults: 0,
    totalIsApproximate: false,
    closestTotalIsApproximate: false,
    closestMatches: false,
    exactTotal: 0,
    closestTotal: 0,
    relaxed: [],
    unknownFilters: [],
    similarTo: null,
    hits: [],
    interpretation: null,
    persona: null,
    savedRun: null,
    ...over,
  };
}

async function render(answer: Result, anyMustHave = true) {
  const html = await renderHtml(
    <SearchResults
      requested
      prompt=""
      loading={false}
      result={answer}
      failed={false}
      onRetry={() => undefined}
      page={1}
      onPage={() => undefined}
      extraActions={() => null}
      anyMustHave={anyMustHave}
    />,
  );
  return textOf(html);
}

const relaxedKubernetes = [{ __typename: 'RelaxedWish' as const, kind: 'skill' as const, label: 'Kubernetes', missedBy: 1, shown: 1 }];

describe('must-haves on the results page', () => {
  it('under the closest matches after the exact ones: what they relax', async () => {
    const text = await render(
      result({ exactTotal: 1, closestTotal: 1, totalResults: 2, hits: [hit('1', true), hit('2', false)], relaxed: relaxedKubernetes }),
    );
    expect(text).toContain('Closest matches');
    expect(text).toContain(RELAXED);
    expect(text).toContain('Meets 0 of 1 nice-to-have');
  });

  it('when nobody matches everything: the notice says what the closest matches relax', async () => {
    const text = await render(
      result({ closestMatches: true, closestTotal: 1, totalResults: 1, hits: [hit('2', false)], relaxed: relaxedKubernetes }),
    );
    expect(text).toContain('No profile matches everything you asked.');
    expect(text).toContain(RELAXED);
  });

  it('says nothing of relaxing on a page of exact matches', async () => {
    const text = await render(result({ exactTotal: 1, totalResults: 1, hits: [hit('1', true)] }));
    expect(text).not.toContain('Relaxed on this page');
    expect(text).not.toContain('nice-to-have');
  });

  it('says which filter values nobody in the index has, with the likest value it has', async () => {
    const unknown = (filter: 'currentCompanies' | 'skills', value: string, didYouMean: string | null) => ({
      __typename: 'UnknownFilterValue' as const,
      filter,
      value,
      didYouMean,
    });
    const text = await render(
      result({ unknownFilters: [unknown('currentCompanies', 'Stripe', null), unknown('skills', 'Kuberntes', 'Kubernetes')] }),
    );
    expect(text).toContain('Some values of your filters are not in the index.');
    expect(text).toContain('Nobody in the index has “Stripe” (Current companies).');
    expect(text).toContain('Nobody in the index has “Kuberntes” (Skills). Did you mean “Kubernetes”?');
    expect(await render(result({}))).not.toContain('not in the index');
  });

  it('when nobody keeps the must-haves, says to make one a nice-to-have; without must-haves, the usual advice', async () => {
    expect(await render(result({}))).toContain(NOBODY_MEETS_MUST_HAVES);
    const none = await render(result({}), false);
    expect(none).not.toContain(NOBODY_MEETS_MUST_HAVES);
    expect(none).toContain('Try fewer or broader criteria.');
  });
});

describe('a result card of a person whose file gave no place', () => {
  it('says so rather than showing an empty line', async () => {
    const placeless = hit('3', true);
    const text = await render(
      result({ exactTotal: 1, totalResults: 1, hits: [{ ...placeless, person: { ...placeless.person, location: '' } }] }),
    );
    expect(text).toContain('No location listed');
    expect(await render(result({ exactTotal: 1, totalResults: 1, hits: [hit('1', true)] }))).not.toContain('No location listed');
  });
});
