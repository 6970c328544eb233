/** Saved-search alerts: the select's words, what the page says once one is set, the e-mail's run link, and a row's select. */
import {
  ALERT_LABEL,
  ALERT_LABELS,
  ALERT_OPTIONS,
  alertSelectName,
  alertSetText,
  savedSearchToRun,
} from '../src/features/search/alertText';
import { SavedSearchesTable } from '../src/features/search/SavedSearchesTable';
import type { SavedSearchRowFragment } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

describe('the words of an alert', () => {
  it('labels the select, and each row after its search', () => {
    expect(ALERT_LABEL).toBe('E-mail me new people');
    expect(alertSelectName('Berlin SREs')).toBe('E-mail me new people: Berlin SREs');
  });

  it('offers Off, Daily and Weekly, in that order, keyed by the server enum', () => {
    expect(ALERT_OPTIONS).toEqual([
      { value: 'off', label: 'Off' },
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly' },
    ]);
    expect(Object.keys(ALERT_LABELS).sort()).toEqual(['daily', 'off', 'weekly']);
  });

  it('says what was set', () => {
    expect(alertSetText('weekly', 'Berlin SREs')).toBe('We will e-mail you new people for "Berlin SREs" every week.');
    expect(alertSetText('daily', 'Berlin SREs')).toBe('We will e-mail you new people for "Berlin SREs" every day.');
    expect(alertSetText('off', 'Berlin SREs')).toBe('No more e-mails for "Berlin SREs".');
  });
});

describe("an alert e-mail's link to run the search", () => {
  const items = [{ id: 'a1b2c3d4-0000-4000-8000-000000000001' }, { id: 'a1b2c3d4-0000-4000-8000-000000000002' }];

  it('finds the saved search it names, whatever the case of its id', () => {
    expect(savedSearchToRun(items, 'a1b2c3d4-0000-4000-8000-000000000002')).toBe(items[1]);
    expect(savedSearchToRun(items, 'A1B2C3D4-0000-4000-8000-000000000001')).toBe(items[0]);
  });

  it('finds nothing without a link, or for a saved search that is not there', () => {
    expect(savedSearchToRun(items, null)).toBeNull();
    expect(savedSearchToRun(items, '')).toBeNull();
    expect(savedSearchToRun(items, 'a1b2c3d4-0000-4000-8000-000000000009')).toBeNull();
  });
});

describe('a row of /searches', () => {
  it("shows each saved search's alert in a select named after the search", async () => {
    const saved: SavedSearchRowFragment = {
      __typename: 'SavedSearchView',
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Berlin SREs',
      type: 'ai',
      query: 'SREs in Berlin',
      persona: null,
      searchTerm: 'SREs in Berlin',
      createdAt: '2026-11-24T06:01:00.000Z',
      lastRunAt: '2026-11-24T06:01:00.000Z',
      alert: 'weekly',
      mustHave: null,
      filters: null,
    };
    const html = await renderHtml(<SavedSearchesTable items={[saved]} />);
    expect(html).toContain('aria-label="E-mail me new people: Berlin SREs"');
    expect(textOf(html)).toContain('E-mail me new people Weekly');
  });
});
