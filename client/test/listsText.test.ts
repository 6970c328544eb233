import { addedMessage } from '../src/features/lists/addToListMessage';

describe("the add-to-list dialog's message", () => {
  it("keeps the spec's banners for one profile and says 'already in' as such", () => {
    const one = { count: 1, fullName: 'Ada Lovelace', listName: 'Backend Berlin', alreadyInList: 0 };
    expect(addedMessage({ ...one, added: 1, created: false })).toEqual({ text: 'Profile added to list successfully!', type: 'success' });
    expect(addedMessage({ ...one, added: 1, created: true })).toEqual({
      text: 'List created and profile added successfully!',
      type: 'success',
    });
    expect(addedMessage({ ...one, added: 0, alreadyInList: 1, created: false })).toEqual({
      text: 'Ada Lovelace is already in Backend Berlin.',
      type: 'info',
    });
  });

  it('counts several profiles: added, and those already there', () => {
    const many = { count: 3, listName: 'Backend Berlin', created: false };
    expect(addedMessage({ ...many, added: 2, alreadyInList: 1 }).text).toBe('Added 2 profiles to Backend Berlin; 1 was already in it.');
    expect(addedMessage({ ...many, added: 1, alreadyInList: 2 }).text).toBe('Added 1 profile to Backend Berlin; 2 were already in it.');
    expect(addedMessage({ ...many, added: 3, alreadyInList: 0 }).text).toBe('Added 3 profiles to Backend Berlin.');
    expect(addedMessage({ ...many, added: 0, alreadyInList: 3 })).toEqual({
      text: 'All 3 profiles were already in Backend Berlin.',
      type: 'info',
    });
    expect(addedMessage({ ...many, added: 3, alreadyInList: 0, created: true }).text).toBe('Created Backend Berlin and added 3 profiles.');
  });
});
