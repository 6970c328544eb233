/**
 * Why a card is in the results (MatchConstraints, rendered in Node): must-haves carry a lock and
 * say so to screen readers; a closest match says how many of the nice-to-haves it meets.
 */
import { MatchConstraints } from '../src/features/search/MatchConstraints';
import type { SearchHitFragment } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

type Constraint = NonNullable<SearchHitFragment['match']>['constraints'][number];

const check = (
  label: string,
  met: boolean,
  required: boolean,
  kind: Constraint['kind'] = 'skill',
  near = false,
  detail: string | null = null,
): Constraint => ({
  __typename: 'ConstraintCheck',
  kind,
  label,
  met,
  near,
  required,
  detail,
});

const constraints = [
  check('Engineering Manager', true, true, 'title'),
  check('Berlin', true, true, 'location'),
  check('Kubernetes', true, false),
  check('Go', false, false),
  check('Senior', false, false, 'seniority'),
  check('PyTorch', false, false, 'skill', true, 'Knows TensorFlow, a related skill'),
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

  it('say a near miss is nearly met, not struck through, with how near on the card itself', async () => {
    const { html, text } = await render(true);
    expect(html).toContain('aria-label="PyTorch: nearly met (Knows TensorFlow, a related skill)"');
    expect(text).toContain('PyTorch ≈ Knows TensorFlow, a related skill');
    // A plain miss says nothing more on the card, and is struck through; the near miss is not.
    expect(html.match(/line-through/g)).toHaveLength(2);
  });

  it("say how many nice-to-haves a closest match meets, and nothing of it on an exact match's card", async () => {
    expect((await render(false)).text).toContain('Meets 1 of 4 nice-to-haves, 1 nearly');
    expect((await render(true)).text).not.toContain('nice-to-have');
  });
});
