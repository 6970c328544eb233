import { previewOf, readContacts, shownStatus, type StoredContact } from './contact-facts';

const contact = (over: Partial<StoredContact>): StoredContact => ({
  kind: 'email',
  value: 'jane@acme.io',
  status: 'verified',
  type: 'work',
  source: 'data_partner',
  lastVerifiedAt: null,
  ...over,
});

describe('the outdated rule', () => {
  it('marks a verified work e-mail at a former employer outdated, never verified', () => {
    expect(shownStatus(contact({ value: 'jane@oldco.com' }), ['acme.io'])).toBe('outdated');
    expect(shownStatus(contact({ value: 'jane@acme.io' }), ['acme.io'])).toBe('verified');
    expect(shownStatus(contact({ value: 'Jane@EU.Acme.io' }), ['acme.io'])).toBe('verified');
    expect(shownStatus(contact({ value: 'jane@notacme.io' }), ['acme.io'])).toBe('outdated');
  });

  it('marks every work e-mail outdated when the person holds no role now', () => {
    expect(shownStatus(contact({ status: 'likely' }), [])).toBe('outdated');
  });

  it('leaves personal e-mails and phones as stored', () => {
    expect(shownStatus(contact({ type: 'personal', value: 'jane@gmail.com' }), ['acme.io'])).toBe('verified');
    expect(shownStatus(contact({ kind: 'phone', value: '+44 20 7946 0000', status: 'likely' }), [])).toBe('likely');
  });
});

describe('the preview of a reveal', () => {
  it('counts by shown status, lists outdated last, and prices what is usable', () => {
    const stored = [
      contact({ value: 'jane@oldco.com' }),
      contact({ value: 'j@acme.io', status: 'unverified' }),
      contact({ value: 'jane.doe@acme.io', status: 'likely' }),
      contact({ kind: 'phone', value: '+1 415 555 0100', status: 'verified', type: 'personal' }),
    ];
    const shown = readContacts(stored, ['acme.io']);
    expect(shown.map((c) => [c.value, c.status])).toEqual([
      ['+1 415 555 0100', 'verified'],
      ['jane.doe@acme.io', 'likely'],
      ['j@acme.io', 'unverified'],
      ['jane@oldco.com', 'outdated'],
    ]);
    const preview = previewOf('7', shown, false);
    expect(preview).toMatchObject({
      emails: { total: 3, verified: 0, likely: 1, unverified: 1, outdated: 1 },
      phones: { total: 1, verified: 1, likely: 0, unverified: 0, outdated: 0 },
      revealed: false,
      cost: 1,
      costReason: 'charge',
      label: '3 e-mails · 1 likely, 1 unverified, 1 outdated; 1 phone · verified',
    });
    expect(previewOf('7', shown, true)).toMatchObject({ cost: 0, costReason: 'already_revealed' });
  });

  it('is free when nothing verified or likely is there, outdated addresses included', () => {
    const shown = readContacts(
      [contact({ value: 'jane@oldco.com' }), contact({ type: 'personal', value: 'j@gmail.com', status: 'unverified' })],
      ['acme.io'],
    );
    expect(previewOf('7', shown, false)).toMatchObject({
      cost: 0,
      costReason: 'nothing_usable',
      label: '2 e-mails · 1 unverified, 1 outdated',
    });
    expect(previewOf('7', [], false)).toMatchObject({ cost: 0, costReason: 'nothing_usable', label: 'No contacts found' });
  });
});
