import { EMAIL_MESSAGES, workEmailProblem } from './work-email';

describe('work e-mail rule (docs/product-spec.md §5)', () => {
  it.each([
    ['jane@acme.io', null],
    ['  Jane.Doe@Sub.Acme.co.uk ', null],
    ['ops@gmailcompany.com', null],
    ['ops@mail.gmail.com', null],
    ['me@gmail.com', EMAIL_MESSAGES.freeMail],
    ['me@GMAIL.com', EMAIL_MESSAGES.freeMail],
    ['me@hotmail.fr', EMAIL_MESSAGES.freeMail],
    ['me@yahoo.co.in', EMAIL_MESSAGES.freeMail],
    ['me@outlook.com', EMAIL_MESSAGES.freeMail],
    ['me@aol.com', EMAIL_MESSAGES.freeMail],
    ['', EMAIL_MESSAGES.empty],
    ['   ', EMAIL_MESSAGES.empty],
    [undefined, EMAIL_MESSAGES.empty],
    ['jane@', EMAIL_MESSAGES.invalid],
    ['jane.acme.io', EMAIL_MESSAGES.invalid],
    // Unpaired surrogates made validator's isEmail throw (a 500 on REST, INTERNAL_SERVER_ERROR on GraphQL).
    ['\ud800', EMAIL_MESSAGES.invalid],
    ['ja\ud800ne@acme.io', EMAIL_MESSAGES.invalid],
    ['jane@acme\udc00.io', EMAIL_MESSAGES.invalid],
    ['jane\u0000@acme.io', EMAIL_MESSAGES.invalid],
  ])('%p -> %p', (input, expected) => {
    expect(workEmailProblem(input)).toBe(expected);
  });
});

describe("free-mail and disposable providers beyond the spec's five (maintained lists)", () => {
  it.each([
    'me@googlemail.com',
    'me@icloud.com',
    'me@me.com',
    'me@proton.me',
    'me@protonmail.com',
    'me@gmx.de',
    'me@gmx.net',
    'me@yandex.ru',
    'me@live.com',
    'me@mail.ru',
    'me@mailinator.com',
    'me@yopmail.com',
    'me@10minutemail.com',
    'me@guerrillamail.com',
    'me@Sub.Mailinator.com',
  ])("%p is refused with the spec's message", (email) => {
    expect(workEmailProblem(email)).toBe(EMAIL_MESSAGES.freeMail);
  });

  it.each(['jane@acme.io', 'jane@stripe.com', 'jane@ox.ac.uk', 'jane@siemens.de'])('%p is a work address', (email) => {
    expect(workEmailProblem(email)).toBeNull();
  });
});
