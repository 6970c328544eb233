/**
 * The build form's "Must-have" boxes (BuildFilters, rendered in Node): one for each filter that is
 * set, ticked by default (a build search's filters are all must-haves), unticked for the filters
 * the address's list leaves out.
 */
import { BuildFilters } from '../src/features/search/BuildFilters';
import { type BuildFilters as Filters, emptyFilters } from '../src/features/search/searchFilters';
import { renderHtml, textOf } from './render';

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

describe('the Work row of the build form', () => {
  /** The checkbox of the form field `id`: whether it is ticked, or null when there is none. */
  function field(html: string, id: string): boolean | null {
    const input = new RegExp(`<input[^>]*id="${id}"[^>]*type="checkbox"[^>]*>`).exec(html)?.[0];
    if (!input) return null;
    return /\schecked=""/.test(input);
  }

  const renderWith = (set: Partial<Filters>, mustHave: string[] | null = null) =>
    renderHtml(
      <BuildFilters
        initial={{ ...emptyFilters(), ...set }}
        initialMustHave={mustHave}
        onSearch={() => undefined}
        onClear={() => undefined}
      />,
    );

  it('offers Remote and Open to relocation as labelled boxes, unticked, with the help under relocation', async () => {
    const html = await renderWith({ titles: ['SRE'] });
    expect(html).toMatch(/<legend[^>]*>Work<\/legend>/);
    expect(field(html, 'remote')).toBe(false);
    expect(field(html, 'openToRelocation')).toBe(false);
    // Each box is inside its label, and the help describes the relocation box.
    expect(html).toMatch(/<label[^>]*><span[^>]*><input id="remote"[^>]*><\/span><span[^>]*>Remote<\/span><\/label>/);
    expect(html).toMatch(/<input id="openToRelocation" aria-describedby="openToRelocation_extra"/);
    expect(html).toMatch(/id="openToRelocation_extra"[^>]*>With locations: people there or open to moving there\.</);
    expect(textOf(html)).toContain('Work Remote Open to relocation With locations');
    expect(ticked(html, 'Remote')).toBeNull();
    expect(ticked(html, 'Open to relocation')).toBeNull();
  });

  it('ticks the flags that are set, each with its Must-have box (keys remote and relocation)', async () => {
    const html = await renderWith({ remote: true, openToRelocation: true });
    expect(field(html, 'remote')).toBe(true);
    expect(field(html, 'openToRelocation')).toBe(true);
    expect(ticked(html, 'Remote')).toBe(true);
    expect(ticked(html, 'Open to relocation')).toBe(true);
    const chosen = await renderWith({ remote: true, openToRelocation: true, titles: ['SRE'] }, ['relocation']);
    expect(ticked(chosen, 'Remote')).toBe(false);
    expect(ticked(chosen, 'Open to relocation')).toBe(true);
    expect(ticked(chosen, 'Titles')).toBe(false);
  });
});
