import {
  checkPlanOf,
  confirmedAt,
  isHidden,
  previewOf,
  readContacts,
  shownStatus,
  type CheckFacts,
  type CheckPolicy,
  type HideRule,
  type StoredContact,
} from './contact-facts';
import { verificationText } from './contact-checker';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
/** CONTACT_HIDE_DAYS' default. */
const HIDE: HideRule = { now: NOW, hideDays: 365 };

const contact = (over: Partial<StoredContact>): StoredContact => ({
  kind: 'email',
  value: 'jane@acme.io',
  status: 'verified',
  type: 'work',
  source: 'data_partner',
  lastVerifiedAt: null,
  fetchedAt: daysAgo(30),
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

  it("shows a work e-mail unverified at best when the current employer's domain is not known", () => {
    expect(shownStatus(contact({ value: 'ingrid@fjord.example' }), null)).toBe('unverified');
    expect(shownStatus(contact({ value: 'ingrid@fjord.example', status: 'outdated' }), null)).toBe('outdated');
    expect(shownStatus(contact({ type: 'personal', value: 'ingrid@gmail.com' }), null)).toBe('verified');
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
    const shown = readContacts(stored, ['acme.io'], HIDE);
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
      HIDE,
    );
    expect(previewOf('7', shown, false)).toMatchObject({
      cost: 0,
      costReason: 'nothing_usable',
      label: '2 e-mails · 1 unverified, 1 outdated',
    });
    expect(previewOf('7', [], false)).toMatchObject({ cost: 0, costReason: 'nothing_usable', label: 'No contacts found' });
  });
});

describe('the retention rule: a contact no one confirmed for CONTACT_HIDE_DAYS is hidden', () => {
  it('dates a contact by its last check, else by when the index got it, and hides it past the age (not at it)', () => {
    expect(isHidden(contact({ lastVerifiedAt: daysAgo(364), fetchedAt: daysAgo(900) }), HIDE)).toBe(false);
    expect(isHidden(contact({ lastVerifiedAt: daysAgo(365), fetchedAt: daysAgo(900) }), HIDE)).toBe(false);
    expect(isHidden(contact({ lastVerifiedAt: daysAgo(366), fetchedAt: daysAgo(1) }), HIDE)).toBe(true);
    // Never checked: how long the index has held it decides.
    expect(isHidden(contact({ lastVerifiedAt: null, fetchedAt: daysAgo(10) }), HIDE)).toBe(false);
    expect(isHidden(contact({ lastVerifiedAt: null, fetchedAt: daysAgo(400) }), HIDE)).toBe(true);
    // Nothing says when: not vouched for.
    expect(isHidden(contact({ lastVerifiedAt: null, fetchedAt: null }), HIDE)).toBe(true);
    expect(confirmedAt(contact({ lastVerifiedAt: null, fetchedAt: null }))).toBeNull();
    // The age is the operator's.
    expect(isHidden(contact({ lastVerifiedAt: daysAgo(100) }), { now: NOW, hideDays: 90 })).toBe(true);
  });

  it('leaves hidden contacts out of what a reveal shows, counts and charges, until a check confirms them again', () => {
    const old = contact({ value: 'jane@acme.io', status: 'verified', lastVerifiedAt: daysAgo(500), fetchedAt: daysAgo(800) });
    const guess = contact({ value: 'j@acme.io', status: 'unverified', lastVerifiedAt: null, fetchedAt: daysAgo(20) });
    const oldPhone = contact({ kind: 'phone', value: '+1 415 555 0100', type: 'personal', status: 'likely', lastVerifiedAt: daysAgo(400) });
    const shown = readContacts([old, guess, oldPhone], ['acme.io'], HIDE);
    expect(shown.map((c) => c.value)).toEqual(['j@acme.io']);
    // The only usable contacts are hidden: nothing usable, nothing charged.
    expect(previewOf('7', shown, false)).toMatchObject({
      emails: { total: 1, verified: 0, likely: 0, unverified: 1, outdated: 0 },
      phones: { total: 0 },
      cost: 0,
      costReason: 'nothing_usable',
      label: '1 e-mail · unverified',
    });
    expect(previewOf('7', readContacts([old, oldPhone], ['acme.io'], HIDE), false)).toMatchObject({ label: 'No contacts found', cost: 0 });
    // Checked again today: shown and worth a credit again.
    const checked = readContacts([{ ...old, lastVerifiedAt: NOW }, guess], ['acme.io'], HIDE);
    expect(checked.map((c) => [c.value, c.status])).toEqual([
      ['jane@acme.io', 'verified'],
      ['j@acme.io', 'unverified'],
    ]);
    expect(previewOf('7', checked, false)).toMatchObject({ cost: 1, costReason: 'charge' });
  });
});

describe('what a first reveal checks and looks for (with a verifier)', () => {
  const policy: CheckPolicy = { verifier: 'hunter', staleDays: 90, perReveal: 3, finds: true };
  const hide = HIDE;
  const facts = (over: Partial<CheckFacts>): CheckFacts => ({
    profileId: '7',
    revealed: false,
    sample: false,
    firstName: 'Jane',
    lastName: 'Doe',
    currentDomains: ['acme.io'],
    contacts: [],
    ...over,
  });

  it('verifies addresses never checked or checked too long ago, oldest first, at most three', () => {
    const contacts = [
      contact({ id: '1', value: 'a@acme.io', lastVerifiedAt: daysAgo(10) }),
      contact({ id: '2', value: 'b@acme.io', lastVerifiedAt: daysAgo(200) }),
      contact({ id: '3', value: 'c@gmail.com', type: 'personal', lastVerifiedAt: null }),
      contact({ id: '4', value: 'd@old.io', lastVerifiedAt: daysAgo(120) }),
      contact({ id: '5', value: 'e@old.io', lastVerifiedAt: daysAgo(100) }),
      contact({ id: '6', kind: 'phone', value: '+1 415 555 0100', lastVerifiedAt: null }),
    ];
    const plan = checkPlanOf(facts({ contacts }), policy, hide);
    expect(plan.verify.map((c) => c.id)).toEqual(['3', '2', '4']);
    // There is an address at the employer: the finder is asked only if the checks remove both.
    expect(plan.find).toEqual({ domain: 'acme.io', firstName: 'Jane', lastName: 'Doe', unlessKept: ['1', '2'] });
  });

  it('looks for a work address at once when the person has none at their employer, and not without a name or an employer', () => {
    const personal = [contact({ id: '9', value: 'jane@gmail.com', type: 'personal', lastVerifiedAt: daysAgo(1) })];
    const plan = checkPlanOf(facts({ contacts: personal }), policy, hide);
    expect(plan).toEqual({ profileId: '7', verify: [], find: { domain: 'acme.io', firstName: 'Jane', lastName: 'Doe', unlessKept: [] } });
    expect(previewOf('7', personal, false, { plan, verifier: 'hunter' })).toMatchObject({
      toCheck: 0,
      findsEmail: true,
      checkedBy: 'hunter',
    });
    expect(checkPlanOf(facts({ currentDomains: [] }), policy, hide).find).toBeNull();
    expect(checkPlanOf(facts({ lastName: ' ' }), policy, hide).find).toBeNull();
    expect(checkPlanOf(facts({}), { ...policy, finds: false }, hide).find).toBeNull();
  });

  it('checks nothing of a sample person, a profile the user revealed, or without a verifier', () => {
    const stale = [contact({ id: '1', lastVerifiedAt: null })];
    for (const plan of [
      checkPlanOf(facts({ contacts: stale, sample: true }), policy, hide),
      checkPlanOf(facts({ contacts: stale, revealed: true }), policy, hide),
      checkPlanOf(facts({ contacts: stale }), null, hide),
    ])
      expect(plan).toEqual({ profileId: '7', verify: [], find: null });
  });

  it('checks a hidden address, hidden ones first, even when it is not stale by CONTACT_STALE_DAYS', () => {
    const lenient: CheckPolicy = { ...policy, staleDays: 500, perReveal: 1 };
    const contacts = [
      contact({ id: '1', value: 'never@acme.io', lastVerifiedAt: null, fetchedAt: daysAgo(5) }),
      contact({ id: '2', value: 'old@acme.io', lastVerifiedAt: daysAgo(400) }),
    ];
    // 400 days is not stale under a 500-day policy, but it is hidden: checked before the one never checked.
    expect(checkPlanOf(facts({ contacts }), lenient, hide).verify).toEqual([{ id: '2', value: 'old@acme.io' }]);
    expect(checkPlanOf(facts({ contacts }), { ...lenient, perReveal: 3 }, hide).verify.map((c) => c.id)).toEqual(['2', '1']);
    // Without the retention rule's age it would not have been checked at all.
    expect(checkPlanOf(facts({ contacts }), lenient, { now: NOW, hideDays: 3650 }).verify.map((c) => c.id)).toEqual(['1']);
  });

  it('does not count a hidden address at the employer that is not checked now as kept: the finder may look', () => {
    const contacts = [
      contact({ id: '1', value: 'oldest@acme.io', lastVerifiedAt: daysAgo(900) }),
      contact({ id: '2', value: 'old@acme.io', lastVerifiedAt: daysAgo(400) }),
    ];
    const plan = checkPlanOf(facts({ contacts }), { ...policy, perReveal: 1 }, hide);
    expect(plan.verify.map((c) => c.id)).toEqual(['1']);
    expect(plan.find).toEqual({ domain: 'acme.io', firstName: 'Jane', lastName: 'Doe', unlessKept: ['1'] });
  });

  it('says what was checked and found in one sentence, and when the verifier could not be asked', () => {
    const none = { verifier: 'hunter', checked: 0, removed: 0, found: null, unanswered: false };
    expect(verificationText(none)).toBeNull();
    expect(verificationText({ ...none, checked: 2, removed: 1, found: { domain: 'acme.io', address: 'jane.doe@acme.io' } })).toBe(
      'Checked 2 e-mail addresses with Hunter just now: 1 removed as undeliverable. Hunter found a work e-mail address at acme.io.',
    );
    expect(verificationText({ ...none, found: { domain: 'acme.io', address: null } })).toBe(
      'Hunter found no work e-mail address at acme.io.',
    );
    expect(verificationText({ ...none, unanswered: true })).toBe(
      'Hunter could not be asked just now, so the contacts are shown as last checked.',
    );
    expect(verificationText({ ...none, checked: 1, unanswered: true })).toBe(
      'Checked 1 e-mail address with Hunter just now. Hunter could not be asked about the rest just now; they are shown as last checked.',
    );
  });
});
