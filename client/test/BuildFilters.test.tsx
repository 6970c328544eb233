/**
 * The build form's "Must-have" boxes (BuildFilters, rendered in Node): one for each filter that is
 * set, ticked by default (a build search's filters are all must-haves), unticked for the filters
 * the address's list leaves out.
 */
import { BuildFilters } from '../src/features/search/BuildFilters';
import { type BuildFilters as Filters, emptyFilters } from '../src/features/search/searchFilters';
import { renderHtml } from './render';

const filters: Filters = { ...emptyFilters(), titles: ['SRE'], skills: ['Go'], yearsFrom: 3, keywords: 'kubernetes' };

/** The box named 'Must-have: {name}': whether it is ticked, or null when there is none. */
function ticked(html: string, name: string): boolean | null {
  const input = new RegExp(`<input[^>]*aria-label="Must-have: ${name}"[^>]*>`).exec(html)?.[0];
  if (!input) return null;
  return /\schecked=""/.test(input);
}

const render = (mustHave: string[] | null) =>
  renderHtml(<BuildFilters initial={filters} initialMustHave={mustHave} onSearch={() => undefined} onClear={() => undefined} />);

describe('the Must-have boxes of a build search', () => {
  it('ticks every set filter by default, and offers none for a filter that is not set', async () => {
    const html = await render(null);
    expect(ticked(html, 'Keywords')).toBe(true);
    expect(ticked(html, 'Titles')).toBe(true);
    expect(ticked(html, 'Skills')).toBe(true);
    expect(ticked(html, 'Years of experience')).toBe(true);
    expect(ticked(html, 'Locations')).toBeNull();
    expect(ticked(html, 'Schools')).toBeNull();
  });

  it('leaves unticked the filters a chosen list does not name', async () => {
    const html = await render(['title', 'years']);
    expect(ticked(html, 'Titles')).toBe(true);
    expect(ticked(html, 'Years of experience')).toBe(true);
    expect(ticked(html, 'Skills')).toBe(false);
    expect(ticked(html, 'Keywords')).toBe(false);
  });
});
