/**
 * Why a card is in the results (MatchConstraints, rendered in Node): must-haves carry a lock and
 * say so to screen readers; a closest match says how many of the nice-to-haves it meets.
 */
import { MatchConstraints } from '../src/features/search/MatchConstraints';
import type { SearchHitFragment } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

type Constraint = NonNullable<SearchHitFragment['match']>['constraints'][number];

const check = (label: string, met: boolean, required: boolean, kind: Constraint['kind'] = 'skill'): Constraint => ({
  __typename: 'ConstraintCheck',
  kind,
  label,
  met,
  required,
  detail: null,
});

const constraints = [
  check('Engineering Manager', true, true, 'title'),
  check('Berlin', true, true, 'location'),
  check('Kubernetes', true, false),
  check('Go', false, false),
  check('Senior', false, false, 'seniority'),
];

async function render(exact: boolean) {
  const html = await renderHtml(<MatchConstraints constraints={constraints} exact={exact} />);
  return { html, text: textOf(html) };
}

describe("a card's constraints", () => {
  it('mark the must-haves, with a lock and in words', async () => {
    const { html } = await render(true);
    expect(html).toContain('aria-label="Berlin: met, must-have"');
    expect(html).toContain('aria-label="Kubernetes: met"');
    expect(html).toContain('aria-label="Go: missed"');
    expect(html.match(/anticon-lock/g)).toHaveLength(2);
  });

  it("say how many nice-to-haves a closest match meets, and nothing of it on an exact match's card", async () => {
    expect((await render(false)).text).toContain('Meets 1 of 3 nice-to-haves');
    expect((await render(true)).text).not.toContain('nice-to-have');
  });
});
