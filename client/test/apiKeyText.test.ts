/** How the account page writes API keys, and the name rule its form checks. */
import {
  apiKeyNameError,
  apiKeyPrefixText,
  apiKeyStatusText,
  createdText,
  lastUsedText,
  sortApiKeys,
} from '../src/features/account/apiKeyText';

describe('API key texts', () => {
  it('checks a name as the server does: 1 to 100 characters once trimmed', () => {
    expect(apiKeyNameError('')).toBe('Please give the API key a name.');
    expect(apiKeyNameError('   ')).toBe('Please give the API key a name.');
    expect(apiKeyNameError('k'.repeat(101))).toBe('An API key name can be at most 100 characters.');
    expect(apiKeyNameError(`  ${'k'.repeat(100)}  `)).toBeNull();
    expect(apiKeyNameError('CRM sync')).toBeNull();
  });

  it('shows the prefix with an ellipsis for the secret rest', () => {
    expect(apiKeyPrefixText('tlk_ab12cd34')).toBe('tlk_ab12cd34…');
  });

  it('says when a key was created and revoked, by day (UTC here)', () => {
    expect(createdText('2025-03-04T09:05:00.000Z')).toBe('Created Mar 4, 2025');
    expect(apiKeyStatusText({ active: true, revokedAt: null })).toBe('Active');
    expect(apiKeyStatusText({ active: false, revokedAt: '2024-12-31T23:59:59Z' })).toBe('Revoked Dec 31, 2024');
    expect(apiKeyStatusText({ active: false, revokedAt: null })).toBe('Revoked');
  });

  it('says when a key was last used: never, just now, minutes or hours ago, then the day', () => {
    const now = new Date('2025-03-04T12:00:00.000Z');
    expect(lastUsedText(null, now)).toBe('Never');
    expect(lastUsedText('not a date', now)).toBe('Never');
    expect(lastUsedText('2025-03-04T11:59:30.000Z', now)).toBe('Just now');
    expect(lastUsedText('2025-03-04T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(lastUsedText('2025-03-04T11:15:00.000Z', now)).toBe('45 minutes ago');
    expect(lastUsedText('2025-03-04T11:00:00.000Z', now)).toBe('1 hour ago');
    expect(lastUsedText('2025-03-03T13:00:00.000Z', now)).toBe('23 hours ago');
    expect(lastUsedText('2025-03-03T12:00:00.000Z', now)).toBe('Mar 3, 2025');
  });

  it('lists the working keys first, newest first', () => {
    const keys = [
      { id: 'a', active: false, createdAt: '2025-03-05T00:00:00Z' },
      { id: 'b', active: true, createdAt: '2025-03-01T00:00:00Z' },
      { id: 'c', active: true, createdAt: '2025-03-03T00:00:00Z' },
      { id: 'd', active: false, createdAt: '2025-03-02T00:00:00Z' },
    ];
    expect(sortApiKeys(keys).map((k) => k.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(keys.map((k) => k.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
