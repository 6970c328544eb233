import { alertMail, matchLine, personLine, type AlertMailInput, type AlertPerson } from './saved-search-alert-mail';

const person = (over: Partial<AlertPerson> = {}): AlertPerson => ({
  fullName: 'Ada Lovelace',
  currentTitle: 'Backend Engineer',
  currentCompany: 'Acme',
  location: 'Berlin, Germany',
  constraints: [
    { label: 'Backend Engineer', met: true },
    { label: 'Berlin', met: true },
    { label: 'Kubernetes', met: false },
  ],
  ...over,
});

const input = (over: Partial<AlertMailInput> = {}): AlertMailInput => ({
  firstName: 'Grace',
  name: 'Backend in Berlin',
  searchTerm: 'backend engineers in Berlin with Kubernetes',
  alert: 'weekly',
  since: new Date(2026, 10, 24, 6, 1),
  people: [person()],
  total: 1,
  runUrl: 'https://app.example/searches?run=abc',
  unsubscribeUrl: 'https://app.example/api/searches/saved/alerts/unsubscribe?token=t',
  ...over,
});

describe('the e-mail of a saved-search alert', () => {
  it('says how many are new in its subject, one or more', () => {
    expect(alertMail(input()).subject).toBe('1 new person for "Backend in Berlin"');
    expect(alertMail(input({ people: [person(), person()], total: 1234 })).subject).toBe('1,234 new people for "Backend in Berlin"');
  });

  it('lists each person with their role, place and why they matched, then the links', () => {
    expect(alertMail(input()).text.split('\n')).toEqual([
      'Hi Grace,',
      '',
      '1 new person matches your saved search "Backend in Berlin" (backend engineers in Berlin with Kubernetes) since Nov 24, 2026:',
      '',
      'Ada Lovelace — Backend Engineer at Acme · Berlin, Germany',
      '  ✓ Backend Engineer  ✓ Berlin  ✗ Kubernetes',
      '',
      'See them in TalentLens: https://app.example/searches?run=abc',
      '',
      'You get this e-mail weekly because you turned on alerts for this saved search.',
      'Stop these e-mails: https://app.example/api/searches/saved/alerts/unsubscribe?token=t',
    ]);
  });

  it('says how many more there are than it lists, and greets without a first name', () => {
    const text = alertMail(input({ firstName: null, people: [person()], total: 12, alert: 'daily' })).text;
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('12 new people match your saved search');
    expect(text).toContain('…and 11 more.');
    expect(text).toContain('You get this e-mail daily');
  });

  it('leaves out what a profile does not have, and a search that reads as its name', () => {
    expect(personLine(person({ currentTitle: null, currentCompany: null, location: '' }))).toBe('Ada Lovelace');
    expect(personLine(person({ currentCompany: null }))).toBe('Ada Lovelace — Backend Engineer · Berlin, Germany');
    expect(personLine(person({ currentTitle: null, location: '' }))).toBe('Ada Lovelace — at Acme');
    expect(matchLine(person({ constraints: [] }))).toBe('');
    const plain = alertMail(input({ searchTerm: 'Backend in Berlin', people: [person({ constraints: [] })] })).text;
    expect(plain).toContain('your saved search "Backend in Berlin" since');
    expect(plain).toContain('Berlin, Germany\n\nSee them');
  });
});
