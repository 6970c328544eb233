import type { KeywordExpr } from './interpretation.types';

/**
 * The boolean keyword syntax shared by every search type: AND, OR, NOT, quoted phrases,
 * parentheses and a leading minus, e.g. `(react OR vue) AND "design systems" -angular`.
 *
 * Grammar, loosest first:
 *
 *   query    := sequence                      terms side by side are ANDed (implicit AND)
 *   sequence := orExpr orExpr*
 *   orExpr   := andExpr (OR andExpr)*
 *   andExpr  := unary (AND unary)*
 *   unary    := (NOT | '-') unary | primary
 *   primary  := '(' sequence ')' | "phrase" | word
 *
 * So OR binds looser than AND (`a AND b OR c` is `(a AND b) OR c`), and NOT/minus bind tightest.
 * Juxtaposition groups whole OR chains, as in web and recruiter search engines:
 * `cto OR "vp of engineering" fintech` is `(cto OR "vp of engineering") AND fintech`, which is what
 * people typing a list of alternatives followed by more words mean.
 *
 * Operators are recognised only when written in capitals (AND, OR, NOT; also && and ||). Lower-case
 * 'and', 'or' and 'not' are ordinary words here: in natural language 'and' joins a list of things
 * that all must hold, and 'or' is too often part of a phrase ('5 years or more', 'or so') to be read
 * blindly. The natural-language reader (query-reader/), which knows the vocabulary, decides
 * about lower-case 'or' and 'not' in context.
 *
 * The parser never throws: an unclosed quote or parenthesis is closed at the end of the input, a
 * stray ')' and operators without an operand are ignored, empty phrases and groups vanish.
 */

export type BoolTokenType = 'word' | 'phrase' | 'lparen' | 'rparen' | 'and' | 'or' | 'not';

export interface BoolToken {
  type: BoolTokenType;
  /** A word as written (surrounding punctuation removed), a phrase's inner text, or the operator. */
  text: string;
  /** Offsets in the input: [start, end). A phrase's range includes its quotes. */
  start: number;
  end: number;
  /** A `not` token written as a leading minus. */
  minus?: boolean;
}

/** A node of the parsed expression with where it came from in the input. */
export type BoolNode =
  | { kind: 'term'; text: string; phrase: boolean; start: number; end: number; paren: boolean }
  | { kind: 'and' | 'or'; items: BoolNode[]; start: number; end: number; paren: boolean }
  | { kind: 'not'; item: BoolNode; start: number; end: number; paren: boolean };

const QUOTES = new Set(['"', '\u201c', '\u201d', '\u201e', '\u00ab', '\u00bb']);
const SEPARATORS = /[\s,;]/;
const WORD_END = /[\s,;()]/;
/** Characters trimmed from both ends of a word: sentence punctuation and stray quote marks. */
const TRIM_START = /^[,;:!?'`\u2018\u2019*-]+/; // a word never starts with '-' (that would print as NOT)
const TRIM_END = /[.,;:!?'`\u2018\u2019*]+$/;
const HAS_CONTENT = /[\p{L}\p{N}]/u;

/** Splits a query into words, phrases, parentheses and operators, with their offsets. */
export function tokenizeBoolean(input: string): BoolToken[] {
  const tokens: BoolToken[] = [];
  const n = input.length;
  let i = 0;
  while (i < n) {
    const ch = input[i];
    if (SEPARATORS.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', text: ch, start: i, end: i + 1 });
      i++;
      continue;
    }
    if (QUOTES.has(ch)) {
      let j = i + 1;
      while (j < n && !QUOTES.has(input[j])) j++;
      const inner = input
        .slice(i + 1, j)
        .replace(/\s+/g, ' ')
        .trim();
      const end = j < n ? j + 1 : n;
      tokens.push({ type: 'phrase', text: inner, start: i, end });
      i = end;
      continue;
    }
    if (ch === '-' && i + 1 < n && !/[\s,;\-)]/.test(input[i + 1])) {
      tokens.push({ type: 'not', text: '-', start: i, end: i + 1, minus: true });
      i++;
      continue;
    }
    let j = i;
    while (j < n && !WORD_END.test(input[j]) && !(j > i && QUOTES.has(input[j]))) j++;
    const raw = input.slice(i, j);
    if (raw === 'AND' || raw === '&&') tokens.push({ type: 'and', text: 'AND', start: i, end: j });
    else if (raw === 'OR' || raw === '||') tokens.push({ type: 'or', text: 'OR', start: i, end: j });
    else if (raw === 'NOT') tokens.push({ type: 'not', text: 'NOT', start: i, end: j });
    else {
      const lead = TRIM_START.exec(raw)?.[0].length ?? 0;
      const body = raw.slice(lead);
      const trail = TRIM_END.exec(body)?.[0].length ?? 0;
      const text = body.slice(0, body.length - trail);
      if (text) tokens.push({ type: 'word', text, start: i + lead, end: i + lead + text.length });
    }
    i = j;
  }
  return tokens;
}

class Parser {
  private pos = 0;
  /** keepSymbols: keep words without a letter or digit ('&' in 'Helio & Co') for the natural-language reader. */
  constructor(
    private readonly tokens: BoolToken[],
    private readonly keepSymbols = false,
  ) {}

  private peek(): BoolToken | undefined {
    return this.tokens[this.pos];
  }

  private startsOperand(t: BoolToken | undefined): boolean {
    return !!t && (t.type === 'word' || t.type === 'phrase' || t.type === 'lparen' || t.type === 'not');
  }

  /** The whole input (depth 0) or the inside of a parenthesis (depth > 0). */
  sequence(depth: number): BoolNode[] {
    const items: BoolNode[] = [];
    for (;;) {
      const t = this.peek();
      if (!t) break;
      if (t.type === 'rparen') {
        if (depth > 0) break;
        this.pos++; // a stray ')' at the top level
        continue;
      }
      if (!this.startsOperand(t)) {
        this.pos++; // AND/OR without a left operand
        continue;
      }
      const node = this.orExpr(depth);
      if (node) items.push(node);
    }
    return items;
  }

  private orExpr(depth: number): BoolNode | null {
    const items: BoolNode[] = [];
    const first = this.andExpr(depth);
    if (first) items.push(first);
    while (this.peek()?.type === 'or') {
      this.pos++;
      while (this.peek()?.type === 'or' || this.peek()?.type === 'and') this.pos++; // 'a OR OR b', 'a OR AND b'
      if (!this.startsOperand(this.peek())) break;
      const next = this.andExpr(depth);
      if (next) items.push(next);
    }
    return combine('or', items, false);
  }

  private andExpr(depth: number): BoolNode | null {
    const items: BoolNode[] = [];
    const first = this.unary(depth);
    if (first) items.push(first);
    while (this.peek()?.type === 'and') {
      this.pos++;
      while (this.peek()?.type === 'and') this.pos++;
      if (!this.startsOperand(this.peek())) break;
      const next = this.unary(depth);
      if (next) items.push(next);
    }
    return combine('and', items, false);
  }

  private unary(depth: number): BoolNode | null {
    const t = this.peek();
    if (!t) return null;
    if (t.type === 'not') {
      this.pos++;
      if (!this.startsOperand(this.peek())) return null; // a NOT with nothing after it
      const item = this.unary(depth);
      return item ? { kind: 'not', item, start: t.start, end: item.end, paren: false } : null;
    }
    return this.primary(depth);
  }

  private primary(depth: number): BoolNode | null {
    const t = this.peek();
    if (!t) return null;
    this.pos++;
    if (t.type === 'lparen') {
      const items = this.sequence(depth + 1);
      let end = items.length > 0 ? items[items.length - 1].end : t.end;
      if (this.peek()?.type === 'rparen') end = this.tokens[this.pos++].end; // else closed implicitly at the end
      const inner = combine('and', items, false);
      if (!inner) return null;
      return { ...inner, start: t.start, end, paren: true };
    }
    if (t.type === 'phrase') {
      return t.text && HAS_CONTENT.test(t.text)
        ? { kind: 'term', text: t.text, phrase: true, start: t.start, end: t.end, paren: false }
        : null;
    }
    if (t.type === 'word') {
      return this.keepSymbols || HAS_CONTENT.test(t.text)
        ? { kind: 'term', text: t.text, phrase: false, start: t.start, end: t.end, paren: false }
        : null;
    }
    return null;
  }
}

/** One node for a list: nothing, the single item, or an and/or with nested same-kind nodes flattened. */
function combine(kind: 'and' | 'or', items: BoolNode[], paren: boolean): BoolNode | null {
  if (items.length === 0) return null;
  if (items.length === 1) return items[0];
  const flat: BoolNode[] = [];
  for (const item of items) {
    // A parenthesised group merged into its parent still marks its parts as inside parentheses.
    if (item.kind === kind) flat.push(...(item.paren ? item.items.map((x) => ({ ...x, paren: true })) : item.items));
    else flat.push(item);
  }
  return { kind, items: flat, start: items[0].start, end: items[items.length - 1].end, paren };
}

/**
 * The top level of a query as the list of its ANDed parts (side by side or joined by AND), each
 * with its offsets. The natural-language reader works on these; unlike parseBooleanQuery, words
 * without a letter or digit ('&') are kept (the reader needs them for names like 'Helio & Co').
 */
export function parseBooleanParts(input: string): BoolNode[] {
  const top = combine('and', new Parser(tokenizeBoolean(input), true).sequence(0), false);
  if (!top) return [];
  return top.kind === 'and' ? top.items : [top];
}

/** The parsed expression with offsets, or null when the input holds no term. */
function parseBooleanTree(input: string): BoolNode | null {
  return combine('and', new Parser(tokenizeBoolean(input)).sequence(0), false);
}

/** A boolean query as a KeywordExpr, or null when it holds no term. Never throws. */
export function parseBooleanQuery(input: string): KeywordExpr | null {
  const tree = parseBooleanTree(input);
  return tree ? stripPositions(tree) : null;
}

export function stripPositions(node: BoolNode): KeywordExpr {
  switch (node.kind) {
    case 'term':
      return { kind: 'term', text: node.text, phrase: node.phrase };
    case 'not':
      return { kind: 'not', item: stripPositions(node.item) };
    default:
      return { kind: node.kind, items: node.items.map(stripPositions) };
  }
}

/** An AND of the items (nested ANDs flattened), the single item, or null for none. */
export function andOf(items: KeywordExpr[]): KeywordExpr | null {
  return group('and', items);
}

/** An OR of the items (nested ORs flattened), the single item, or null for none. */
export function orOf(items: KeywordExpr[]): KeywordExpr | null {
  return group('or', items);
}

function group(kind: 'and' | 'or', items: KeywordExpr[]): KeywordExpr | null {
  const flat: KeywordExpr[] = [];
  for (const item of items) {
    if (item.kind === kind) flat.push(...item.items);
    else flat.push(item);
  }
  if (flat.length === 0) return null;
  if (flat.length === 1) return flat[0];
  return { kind, items: flat };
}

const OPERATOR_WORDS = new Set(['AND', 'OR', 'NOT', '&&', '||']);

/** Whether a word can be printed bare and read back as the same single word. */
function printableWord(text: string): boolean {
  return (
    text.length > 0 &&
    !OPERATOR_WORDS.has(text) &&
    !/[\s,;()]/.test(text) &&
    ![...text].some((c) => QUOTES.has(c)) &&
    !text.startsWith('-') &&
    !TRIM_START.test(text) &&
    !TRIM_END.test(text)
  );
}

/**
 * Prints an expression in the query syntax: `(react OR vue) AND "design systems" AND NOT angular`.
 * Reading the output back gives the same expression (for expressions whose and/or nodes have two
 * or more items and no directly nested node of the same kind, which is what the parser builds).
 */
export function keywordExprToText(expr: KeywordExpr): string {
  switch (expr.kind) {
    case 'term':
      if (expr.phrase || !printableWord(expr.text))
        return `"${expr.text
          .replace(/["\u201c\u201d\u201e\u00ab\u00bb]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()}"`;
      return expr.text;
    case 'not':
      return `NOT ${expr.item.kind === 'and' || expr.item.kind === 'or' ? `(${keywordExprToText(expr.item)})` : keywordExprToText(expr.item)}`;
    case 'and':
    case 'or':
      return expr.items
        .map((item) => (item.kind === 'and' || item.kind === 'or' ? `(${keywordExprToText(item)})` : keywordExprToText(item)))
        .join(expr.kind === 'and' ? ' AND ' : ' OR ');
  }
}
