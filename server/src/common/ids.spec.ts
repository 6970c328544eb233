import { randomUUID } from 'node:crypto';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts the ids the database makes, in either case', () => {
    const id = randomUUID();
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses what is no id', () => {
    for (const text of ['', '42', 'not-an-id', `${randomUUID()}x`, ` ${randomUUID()}`, randomUUID().replaceAll('-', '')]) {
      expect(isUuid(text)).toBe(false);
    }
  });
});
