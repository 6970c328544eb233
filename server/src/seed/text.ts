/** Text helpers of the generator: ASCII folding for usernames and e-mail addresses, and sentence pieces. */

const FOLD_SPECIAL: Record<string, string> = {
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ð: 'd',
  þ: 'th',
  '–': '-',
  '—': '-',
};

/** ASCII-folds a string: 'Jürgen Müller' -> 'Jurgen Muller', 'Łukasz' -> 'Lukasz', 'Weiß' -> 'Weiss'. */
export function asciiFold(text: string): string {
  let out = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (/[\u0080-\uffff]/.test(out)) out = out.replace(/[\u0080-\uffff]/g, (ch) => FOLD_SPECIAL[ch] ?? '');
  return out;
}

/** 'de Jong' -> 'de-jong', "O'Brien" -> 'obrien', 'Min-jun' -> 'min-jun'. */
export function slug(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'de Jong' -> 'dejong' (for e-mail local parts). */
export function compact(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Lower-cases a word for use inside a sentence, keeping acronyms ('QA', 'DevOps', 'FP&A', 'B2B'). */
export function inSentence(word: string): string {
  const capitals = word.replace(/[^A-Z]/g, '').length;
  return capitals >= 2 ? word : word.toLowerCase();
}

/** 'a, b and c' */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
