/** How the account page writes when a sign-in method was linked. */
import { linkedText } from '../src/features/account/signInMethodText';

describe('a sign-in method', () => {
  it('says the day a provider was linked (in the time zone of the browser; UTC here)', () => {
    expect(linkedText({ method: 'google', linkedAt: '2025-03-04T09:05:00.000Z' })).toBe('Linked Mar 4, 2025');
    expect(linkedText({ method: 'sso', linkedAt: '2024-12-31T23:59:59Z' })).toBe('Linked Dec 31, 2024');
  });

  it('says nothing for e-mail codes, a missing date or a date it cannot read', () => {
    expect(linkedText({ method: 'email', linkedAt: null })).toBeNull();
    expect(linkedText({ method: 'email', linkedAt: '2025-03-04T09:05:00.000Z' })).toBeNull();
    expect(linkedText({ method: 'linkedin', linkedAt: null })).toBeNull();
    expect(linkedText({ method: 'linkedin', linkedAt: 'not a date' })).toBeNull();
  });
});
