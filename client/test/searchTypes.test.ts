/** The three search tabs and the address the dashboard's search box goes to. */
import { isSearchType, SEARCH_TABS, searchTabIndex, searchTypeAt, searchUrl } from '../src/features/search/searchTypes';

describe('the search tabs', () => {
  it('are AI Search, Build your Search and Persona, in that order', () => {
    expect(SEARCH_TABS.map((tab) => [tab.type, tab.label])).toEqual([
      ['ai', 'AI Search'],
      ['build', 'Build your Search'],
      ['persona', 'Persona'],
    ]);
  });

  it('map to and from their index; anything unknown is the AI tab', () => {
    expect(['ai', 'build', 'persona'].map(searchTabIndex)).toEqual([0, 1, 2]);
    expect([0, 1, 2].map(searchTypeAt)).toEqual(['ai', 'build', 'persona']);
    expect(searchTabIndex('magic')).toBe(0);
    expect(searchTabIndex(null)).toBe(0);
    expect(searchTypeAt(9)).toBe('ai');
  });

  it('know the search types the server knows, and nothing else', () => {
    expect(['ai', 'build', 'persona'].every(isSearchType)).toBe(true);
    expect(['AI', '', 'toString', '__proto__', null, undefined].some(isSearchType)).toBe(false);
  });
});

describe("the search box's address", () => {
  it('is /search with the trimmed text, page and type', () => {
    expect(searchUrl('  engineering managers in Berlin ', 'ai')).toBe('/search?q=engineering%20managers%20in%20Berlin&page=1&type=ai');
    expect(searchUrl('R&D leads?', 'persona', 3)).toBe('/search?q=R%26D%20leads%3F&page=3&type=persona');
  });

  it('is none for a blank box', () => {
    expect(searchUrl('   ', 'ai')).toBeNull();
  });
});
