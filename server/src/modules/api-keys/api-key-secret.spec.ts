import { hasApiKeyShape, hashApiKey, isApiKeyToken, newApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('makes keys of the documented shape, each its own, with the prefix they start with and their SHA-256', () => {
    const keys = Array.from({ length: 50 }, () => newApiKey());
    for (const { key, prefix, keyHash } of keys) {
      expect(key).toMatch(/^tlk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
      expect(hasApiKeyShape(key)).toBe(true);
      expect(isApiKeyToken(key)).toBe(true);
      expect(key.startsWith(`${prefix}_`)).toBe(true);
      expect(prefix).toHaveLength(12);
      expect(keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(keyHash).toBe(hashApiKey(key));
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
  });

  it('tells keys from session tokens, and refuses what only starts like a key', () => {
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
    expect(isApiKeyToken('tlk_')).toBe(true);
    expect(hasApiKeyShape('tlk_')).toBe(false);
    expect(hasApiKeyShape(`tlk_ABCDEFGH_${'a'.repeat(43)}`)).toBe(false);
    expect(hasApiKeyShape(`tlk_abcdefgh_${'a'.repeat(42)}`)).toBe(false);
    expect(hasApiKeyShape(`tlk_abcdefgh_${'a'.repeat(43)}x`)).toBe(false);
    expect(hasApiKeyShape(`tlk_abcdefgh_${'a'.repeat(42)}=`)).toBe(false);
  });
});
