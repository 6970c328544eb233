import { memo } from './memo';

describe('memo', () => {
  it('computes an answer once per key, null answers included', () => {
    const kept = memo<string | null>(10);
    let computed = 0;
    const read = (key: string) => kept(key, () => (computed++, key === 'none' ? null : key.toUpperCase()));
    expect([read('a'), read('a'), read('none'), read('none')]).toEqual(['A', 'A', null, null]);
    expect(computed).toBe(2);
  });

  it('keeps at most `max` answers, letting the least recently used go', () => {
    const kept = memo<number>(2);
    const computed: string[] = [];
    const read = (key: string) => kept(key, () => (computed.push(key), key.length));
    read('a');
    read('bb');
    read('a');
    read('ccc');
    read('a');
    read('bb');
    expect(computed).toEqual(['a', 'bb', 'ccc', 'bb']);
  });
});
