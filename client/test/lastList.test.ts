import { preferredListId, rememberLastList } from '../src/features/lists/lastList';

/** A browser's local storage, for the node test environment. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

const LISTS = [
  { id: 'a', updatedAt: '2026-11-20T10:00:00.000Z' },
  { id: 'b', updatedAt: '2026-11-23T09:00:00.000Z' },
  { id: 'c', updatedAt: '2026-11-22T12:00:00.000Z' },
];

describe('the list the add-to-list dialog preselects', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = fakeStorage();
  });
  afterAll(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('is the list changed most recently when none was used yet, and none without lists', () => {
    expect(preferredListId(LISTS, 'user-1')).toBe('b');
    expect(preferredListId([], 'user-1')).toBeUndefined();
  });

  it('is the last list this user added to, per user, while it still exists', () => {
    rememberLastList('user-1', 'c');
    expect(preferredListId(LISTS, 'user-1')).toBe('c');
    expect(preferredListId(LISTS, 'user-2')).toBe('b');
    // Deleted since: back to the most recently changed.
    expect(
      preferredListId(
        LISTS.filter((l) => l.id !== 'c'),
        'user-1',
      ),
    ).toBe('b');
  });
});
