import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz tests (fuzz.*.test.ts): strings, numbers, JSON shapes, JSON text that
 * JSON.stringify cannot write (1e309, -0, thousands of levels), and the ways a path segment or a
 * query value can be encoded on the wire, including encodings that are not valid.
 */

// ---------------------------------------------------------------------------------------------
// Strings

/**
 * Pieces that have broken text handling somewhere, by kind. A hostile string picks a kind first
 * (the kinds that broke this server, NUL, surrogates and percent-encodings, weigh more), so that
 * each kind turns up in a few dozen runs.
 */
export const HOSTILE_KINDS: Record<string, { weight: number; pieces: string[] }> = {
  nul: { weight: 8, pieces: ['\u0000', 'a\u0000b', '\u0000\u0000', 'engineer\u0000'] },
  controls: {
    weight: 1,
    pieces: ['\u0001', '\u0008', '\u001b[31m', '\u001f', '\u007f', '\u0080', '\u009f', '\r', '\n', '\u000b', '\u000c'],
  },
  // unpaired UTF-16 surrogates: high alone, low alone, a reversed pair, a pair cut in half
  surrogates: { weight: 6, pieces: ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDE00\uD83D', 'x\uD83D', '\uDE00y', 'engineer \uD83D'] },
  astral: { weight: 1, pieces: ['😀', '👩‍👩‍👧‍👦', '🏳️‍🌈', '𝕏𝔶𝔷', '\u{10FFFF}', '\u{E0001}', '\u{1F600}\u{1F3FD}', '𠜎𠜱'] },
  bidi: {
    weight: 1,
    pieces: [
      'שלום',
      'مرحبا بالعالم',
      '\u202E',
      '\u202D',
      '\u202A',
      '\u2066',
      '\u2067',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      'abc\u202Edef',
    ],
  },
  invisible: {
    weight: 1,
    pieces: ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\uFFFC', '\uFFFD', '\uFFFE', '\uFFFF'],
  },
  normalisation: { weight: 1, pieces: ['e\u0301\u0301\u0301', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', 'İ', 'ß', 'ﬁ', 'ǅ', 'Ⅻ', '１２３', '٣٤', 'Å', 'Ω', 'ǰ'] },
  percent: {
    weight: 3,
    pieces: [
      '%zz',
      '%',
      '%%',
      '%E0%A4%A',
      '%00',
      '%ED%A0%80',
      '%C0%AF',
      '%FF',
      '%u0041',
      '%2F',
      '%25',
      '%2e%2e%2f',
      '%0a',
      '%F0%9F%98',
      '%%30%30',
    ],
  },
  injection: {
    weight: 2,
    pieces: [
      "' OR '1'='1",
      "'; DROP TABLE users; --",
      '"',
      "'",
      '\\',
      '`',
      '$$',
      '$1',
      ':name',
      '?',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '&amp;',
      ']]>',
      '{{7*7}}',
      '${7*7}',
      '../../etc/passwd',
      '..',
      '/',
      '#',
      '&',
      '=',
      ';',
      ',',
      '+',
      '*',
      '@',
      '=HYPERLINK("x")',
      '@SUM(A1)',
      '%s%n%x',
      '__proto__',
      'constructor',
      'null',
      'undefined',
      'NaN',
    ],
  },
  grammar: {
    weight: 2,
    pieces: [
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      ')(',
      '"unclosed',
      '-',
      '--',
      '- -',
      '"" ""',
      '(((',
      'a AND (b OR',
      'NOT NOT NOT',
      '-"',
      'OR OR',
      '*',
      ':',
    ],
  },
  whitespace: { weight: 1, pieces: [' ', '\t', '\n', '\r\n', '\u00A0', '\u1680', '\u2000', '\u2028', '\u2029', '\u3000', '\u0085'] },
};

export const HOSTILE_PIECES = Object.values(HOSTILE_KINDS).flatMap((k) => k.pieces);
export const hostilePiece = fc.constantFrom(...HOSTILE_PIECES);

/** Plain words, so that hostile pieces also arrive inside text that would otherwise search well. */
const WORD = fc.constantFrom('engineer', 'Berlin', 'python', 'senior', 'Acme', 'manager', 'john-doe', '12345', 'data scientist');

/** A few pieces of one kind, among plain words. */
const kindString: fc.Arbitrary<string> = fc.oneof(
  ...Object.values(HOSTILE_KINDS).map(({ weight, pieces }) => ({
    weight,
    arbitrary: fc
      .tuple(
        fc.array(WORD, { maxLength: 2 }),
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 3 }),
        fc.array(WORD, { maxLength: 1 }),
        fc.constantFrom(' ', ''),
      )
      .map(([before, middle, after, sep]) => [...before, middle.join(''), ...after].join(sep)),
  })),
);

/** Any UTF-16 code unit, lone surrogates included (fc.string's units never split a pair). */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const WHITESPACE = [' ', '\t', '\n', '\r', '\u000B', '\u000C', '\u00A0', '\u2000', '\u2028', '\u3000', '\uFEFF', '\u200B'];

/** A string made of a character (or piece) repeated to 10,000 characters or a little more. */
const longString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', '\uD800', ' ', '%', 'engineer '), fc.constantFrom(10_000, 10_001, 12_000))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Numbers as text, the way a query string or a text field receives them. */
export const NUMBER_TEXTS = [
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0',
  '-1',
  '1',
  '2',
  '1.5',
  '0.1',
  '-0.0',
  '00001',
  '+1',
  ' 1',
  '1 ',
  '0x10',
  '0b11',
  '0o7',
  '1_000',
  '1,000',
  '١',
  '１',
  '9007199254740993',
  '99999999999999999999999999',
  '2147483647',
  '2147483648',
  '-2147483649',
  '1000',
  '1001',
  '60',
  '61',
  '1e3',
  '.5',
  '5.',
  'e',
  '',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
];
export const numberText = fc.oneof(fc.constantFrom(...NUMBER_TEXTS), fc.integer().map(String), fc.double().map(String));

/** A hostile string: pieces of one kind among words, random text, any code units, whitespace only, 10k long, numbers. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: kindString },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(hostilePiece, fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 })), {
        minLength: 1,
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...WHITESPACE), { maxLength: 5 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: longString },
  { weight: 1, arbitrary: numberText },
);

/** Text that a client can put in an HTTP header (tab, visible ASCII, Latin-1); other characters are dropped. */
export function headerSafe(s: string): string {
  return s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

// ---------------------------------------------------------------------------------------------
// JSON values, and JSON text that JSON.stringify cannot write

/** JSON text inserted as it is into a body: numbers JSON.stringify cannot write, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `<raw JSON ${this.text.length > 60 ? `${this.text.slice(0, 60)}… (${this.text.length} chars)` : this.text}>`;
  }
}

export type Json = null | boolean | number | string | RawJson | Json[] | { [key: string]: Json };

export const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '0.30000000000000004',
  '2147483648',
  '-2147483649',
  '1E2',
  '1.0',
];

/** A document nested `depth` levels deep, written as text (arrays, objects, or both). */
export function deepJson(depth: number, kind: 'array' | 'object' | 'mixed', leaf = '1'): RawJson {
  const open = kind === 'array' ? '['.repeat(depth) : kind === 'object' ? '{"a":'.repeat(depth) : '[{"a":'.repeat(Math.ceil(depth / 2));
  const close = kind === 'array' ? ']'.repeat(depth) : kind === 'object' ? '}'.repeat(depth) : '}]'.repeat(Math.ceil(depth / 2));
  return new RawJson(open + leaf + close);
}

export const deepArb: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(1_000, 2_500, 5_000, 12_000), fc.constantFrom('array' as const, 'object' as const, 'mixed' as const))
  .map(([depth, kind]) => deepJson(depth, kind));

export const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, -0.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324, 1000, 1001),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...RAW_NUMBERS).map((n) => new RawJson(n)),
);

const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '$where',
  '$ne',
  'id',
  'userId',
  'isAdmin',
  'remainingCredits',
  'plan',
  '',
];
export const hostileKey = fc.oneof(fc.constantFrom(...KEYS), hostilePiece, fc.string({ maxLength: 8 }));

/** Any JSON value, shallow or a few levels deep, with hostile strings, numbers and keys. */
export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Writes a value as JSON text, RawJson pieces as they are. Keys such as `__proto__` are written as own keys. */
export function toJsonText(value: Json | undefined): string {
  if (value === undefined) return 'null';
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => toJsonText(v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Undefined most of the time, a value of `arb` once in `oneIn` runs (fc.option's freq is the other way round). */
export function sometimes<T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ withCrossShrink: true }, { weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

/** A field of a body or an input object: values that pass validation, and hostile ones. */
export interface FieldSpec {
  valid: fc.Arbitrary<Json | undefined>;
  hostile: fc.Arbitrary<Json>;
  /** How often it is the one made hostile, against the others (text fields, where the bugs were, weigh more). */
  weight?: number;
}

/** Anything where a text is expected: mostly hostile text, sometimes another shape, sometimes deep. */
export const hostileText: fc.Arbitrary<Json> = fc.oneof(
  { weight: 8, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileJson },
  { weight: 1, arbitrary: deepArb },
);

export function textField(valid: fc.Arbitrary<string>, optional = false): FieldSpec {
  return { valid: optional ? fc.option(valid, { nil: undefined }) : valid, hostile: hostileText, weight: 3 };
}

/**
 * Extra fields shaped to trip object handling: prototype keys at the top and nested in an unknown
 * field (class-transformer reads a nested object's `constructor` as its class).
 */
/** A boolean field: valid values, and anything else. */
export function flag(valid: boolean | fc.Arbitrary<boolean | undefined>): FieldSpec {
  if (typeof valid === 'boolean') return { valid: fc.constant(valid), hostile: fc.oneof(fc.constant(!valid), hostileJson, deepArb) };
  return { valid, hostile: fc.oneof(hostileJson, deepArb) };
}

export const prototypeShapes: fc.Arbitrary<Record<string, Json>> = fc.constantFrom<Record<string, Json>>(
  { x: { constructor: {} } },
  { x: { constructor: [] } },
  { x: { constructor: 'String' } },
  { x: [{ constructor: 1 }] },
  { ['__proto__']: { isAdmin: true } },
  { constructor: { prototype: { isAdmin: true } } },
  { prototype: {} },
  { x: { ['__proto__']: { constructor: {} } } },
);

/** Sets a property as an own property, even `__proto__`. */
function put(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * An object that would pass validation with one or two of its fields made hostile (sometimes
 * none, unless alwaysMutate: a nested object that is to be hostile), once in dropOneIn with a field
 * left out, once in extraOneIn with extra fields: a hostile value reaches as deep as a valid request goes.
 */
export function mutatedObject(
  fields: Record<string, FieldSpec>,
  { alwaysMutate = false, extraOneIn = 4, dropOneIn = 6 } = {},
): fc.Arbitrary<Record<string, Json>> {
  const names = Object.keys(fields);
  if (names.length === 0) return fc.constant({});
  // One field made hostile (most runs: a second one often stops the request before the first reaches anything) or two.
  const pick = fc.oneof(...names.map((n) => ({ weight: fields[n].weight ?? 1, arbitrary: fc.constant(n) })));
  const some = fc.oneof(
    { weight: 3, arbitrary: pick.map((n) => [n]) },
    { weight: 1, arbitrary: fc.tuple(pick, pick).map(([a, b]) => [...new Set([a, b])]) },
  );
  return fc
    .record({
      valid: fc.tuple(...names.map((n) => fields[n].valid)),
      hostile: fc.tuple(...names.map((n) => fields[n].hostile)),
      mutate: alwaysMutate ? some : fc.oneof({ weight: 1, arbitrary: fc.constant<string[]>([]) }, { weight: 6, arbitrary: some }),
      drop: sometimes(fc.constantFrom(...names), dropOneIn),
      extra: sometimes(fc.oneof(fc.dictionary(hostileKey, hostileJson, { minKeys: 1, maxKeys: 2 }), prototypeShapes), extraOneIn),
    })
    .map(({ valid, hostile, mutate, drop, extra }) => {
      const out: Record<string, Json> = {};
      if (extra) for (const [k, v] of Object.entries(extra)) put(out, k, v);
      names.forEach((name, i) => {
        if (name === drop) return;
        const value = mutate.includes(name) ? hostile[i] : valid[i];
        if (value !== undefined) put(out, name, value);
      });
      return out;
    });
}

/** A whole body: usually the mutated object, sometimes any other shape in its place. */
export function bodyOf(fields: Record<string, FieldSpec>): fc.Arbitrary<Json> {
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 8, arbitrary: mutatedObject(fields) },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: deepArb },
  );
}

// ---------------------------------------------------------------------------------------------
// Encodings on the wire

/** UTF-8 bytes, except that a lone surrogate becomes its 3-byte form (WTF-8), as a careless client sends it. */
export function wtf8Bytes(s: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < s.length) {
      const low = s.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

const pct = (b: number) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * How a value is put into a URL:
 * - `component`: encodeURIComponent (WTF-8 escapes where it refuses a lone surrogate);
 * - `wtf8`: every byte but letters and digits escaped, lone surrogates as their 3-byte form;
 * - `raw`: visible ASCII as it is (so `%zz`, `%`, `/`, `?` and `#` reach the server unescaped), the
 *   rest escaped (Node's HTTP parser refuses raw bytes above 0x7f with a bare 400 before the app);
 * - `form`: like `component` with `+` for spaces.
 */
export type UrlEncoding = 'component' | 'wtf8' | 'raw' | 'form';
export const urlEncoding: fc.Arbitrary<UrlEncoding> = fc.constantFrom('component', 'component', 'wtf8', 'raw', 'raw', 'form');

export function encodeForUrl(value: string, how: UrlEncoding): string {
  switch (how) {
    case 'component':
    case 'form': {
      let out: string;
      try {
        out = encodeURIComponent(value);
      } catch {
        out = wtf8Bytes(value)
          .map((b) => (/[A-Za-z0-9\-_.!~*'()]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : pct(b)))
          .join('');
      }
      return how === 'form' ? out.replace(/%20/g, '+') : out;
    }
    case 'wtf8':
      return wtf8Bytes(value)
        .map((b) => (/[A-Za-z0-9]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : pct(b)))
        .join('');
    case 'raw': {
      let out = '';
      for (const ch of value) {
        const c = ch.codePointAt(0)!;
        if (c >= 0x21 && c <= 0x7e) out += ch;
        else out += wtf8Bytes(ch).map(pct).join('');
      }
      return out;
    }
  }
}
