import { parseBooleanParts, stripPositions } from './boolean-query';
import { CUES, SUFFIXES, type CueOrder, type SuffixMap } from './cues';
import type { Entry, FinalKind } from './entries';
import { ARTICLES, LEADING_LEVELS, NEGATORS, STOP } from './lexicon';
import type { EntityPiece, Piece } from './pieces';
import { isFree, normKey, normWord, phraseAtIs, singular, wordsOf, type Status, type Tok, type Tokens } from './tokens';
import type { CompanyTables, VocabTables } from './vocabulary-tables';
import { readYears } from './years';

/** What NOT or a leading minus rules out by its field, in this order when a word names several. */
const EXCLUDABLE_BY_FIELD = ['seniority', 'skill', 'industry'] as const;

/** A reading of tokens from..coreEnd, with its suffix up to end. */
interface Match {
  entry: Entry;
  final: FinalKind;
  from: number;
  coreEnd: number;
  end: number;
}

/**
 * The longest-match scan of one query: its tokens are matched longest first against the tables,
 * under the cue before them and the suffix after them; what nothing claims becomes keywords.
 * `tokenize()` then `read()`; the result is `pieces`, in the order of the query.
 */
export class Reader implements Tokens {
  readonly toks: Tok[] = [];
  readonly status: Status[] = [];
  readonly pieces: Piece[] = [];
  readonly words: Array<{ text: string; start: number; end: number; toks: number[] }> = [];
  /** Runs of tokens kept as one unknown name after 'ex-'/'at' ('Deutsche Bank'), as [first, last]. */
  readonly forcedRuns: Array<[number, number]> = [];

  constructor(
    readonly query: string,
    readonly vt: VocabTables,
    readonly ct: CompanyTables,
  ) {}

  tokenize(): void {
    let lastEnd = 0;
    let opaqueSince = false;
    for (const part of parseBooleanParts(this.query)) {
      if (part.kind === 'not') {
        // 'NOT junior', '-angular': a negation of the whole query, ruling out a field or words.
        const named = part.item.kind === 'term' ? this.excludable(part.item.text) : null;
        this.pieces.push({
          t: 'exclude',
          entry: named?.entry ?? null,
          final: named?.final ?? null,
          expr: stripPositions(part.item),
          start: part.start,
          end: part.end,
        });
        opaqueSince = true;
        lastEnd = part.end;
        continue;
      }
      if (part.kind !== 'term') {
        this.pieces.push({ t: 'kw', expr: stripPositions(part), start: part.start, end: part.end });
        opaqueSince = true;
        lastEnd = part.end;
        continue;
      }
      const gap = this.query.slice(lastEnd, part.start);
      const barrier = this.toks.length > 0 && (opaqueSince || /[()"\u201c\u201d\u201e\u00ab\u00bb\p{L}\p{N}]/u.test(gap));
      opaqueSince = false;
      lastEnd = part.end;
      const wordIndex = this.words.length;
      const word = { text: part.text, start: part.start, end: part.end, toks: [] as number[] };
      this.words.push(word);
      if (part.phrase) {
        const norm = normKey(part.text);
        if (!norm) continue;
        word.toks.push(this.toks.length);
        this.toks.push({
          raw: part.text,
          norm,
          start: part.start,
          end: part.end,
          word: wordIndex,
          barrier,
          atomic: true,
          phraseText: part.text,
        });
        continue;
      }
      let first = true;
      for (const w of wordsOf(this.query.slice(part.start, part.end))) {
        const norm = normWord(w.raw);
        if (!norm) continue;
        word.toks.push(this.toks.length);
        this.toks.push({
          raw: w.raw.replace(/\.+$/, ''),
          norm,
          start: part.start + w.start,
          end: part.start + w.end,
          word: wordIndex,
          barrier: first && barrier,
          atomic: false,
        });
        first = false;
      }
    }
    for (let i = 0; i < this.toks.length; i++) this.status.push('free');
  }

  /**
   * What a negated word or phrase names when it can be ruled out by its field: a seniority, a skill
   * or an industry ('NOT junior', '-angular', 'NOT fintech'); null for anything else, whose words
   * are ruled out instead.
   */
  private excludable(text: string): { entry: Entry; final: FinalKind } | null {
    const key = normKey(text);
    if (!key) return null;
    const parts = key.split(' ');
    const last = singular(parts[parts.length - 1]);
    const found = [...this.lookup(key), ...(last ? this.lookup([...parts.slice(0, -1), last].join(' ')) : [])];
    for (const kind of EXCLUDABLE_BY_FIELD) {
      const entry = found.find((e) => e.kind === kind);
      if (entry) return { entry, final: kind };
    }
    return null;
  }

  private free(i: number): boolean {
    return isFree(this, i);
  }

  /** Tokens i..i+len-1 as one lookup key, or null when they cross a barrier or a quoted phrase is not whole. */
  private keyAt(i: number, len: number): string | null {
    if (i + len > this.toks.length) return null;
    if (this.toks[i].atomic) return len === 1 && this.free(i) ? this.toks[i].norm : null;
    let key = '';
    for (let k = i; k < i + len; k++) {
      const t = this.toks[k];
      if (!this.free(k) || t.atomic || (k > i && t.barrier)) return null;
      key = k === i ? t.norm : `${key} ${t.norm}`;
    }
    return key;
  }

  private lookup(key: string): Entry[] {
    const a = this.vt.table.get(key);
    const b = this.ct.table.get(key);
    if (a && b) return [...a, ...b];
    return a ?? b ?? [];
  }

  private entriesAt(i: number, len: number): Entry[] {
    const key = this.keyAt(i, len);
    if (!key) return [];
    const found = this.lookup(key);
    if (found.length > 0) return found;
    const parts = key.split(' ');
    const last = singular(parts[parts.length - 1]);
    if (!last) return [];
    return this.lookup([...parts.slice(0, -1), last].join(' ')).filter((e) => e.kind !== 'company');
  }

  private phraseAt<T>(index: Map<string, Array<{ words: string[]; value: T }>>, i: number): { len: number; value: T } | null {
    const t = this.toks[i];
    if (!t || t.atomic || !this.free(i)) return null;
    for (const cand of index.get(t.norm) ?? []) {
      let ok = true;
      for (let k = 0; k < cand.words.length; k++) {
        const u = this.toks[i + k];
        if (!u || u.atomic || !this.free(i + k) || (k > 0 && u.barrier) || u.norm !== cand.words[k]) {
          ok = false;
          break;
        }
      }
      if (ok) return { len: cand.words.length, value: cand.value };
    }
    return null;
  }

  private suffixAt(i: number): { len: number; map: SuffixMap } | null {
    if (i >= this.toks.length || this.toks[i].barrier) return null;
    const s = this.phraseAt(SUFFIXES, i);
    return s ? { len: s.len, map: s.value } : null;
  }

  private lastEntity(): EntityPiece | null {
    for (let k = this.pieces.length - 1; k >= 0; k--) {
      const p = this.pieces[k];
      if (p.t === 'entity') return p;
    }
    return null;
  }

  /** A leading seniority just before token i ('head of' data, 'VP' Engineering, 'director of the' product). */
  private leaderBefore(i: number): boolean {
    const prev = this.lastEntity();
    if (!prev || prev.final !== 'seniority' || !prev.entry.seniorities?.some((s) => LEADING_LEVELS.has(s) && s !== 'lead')) return false;
    for (let k = prev.tokTo; k <= i; k++) {
      if (k < this.toks.length && this.toks[k].barrier) return false;
      if (k < i && !['of', 'the', 'for'].includes(this.toks[k].norm)) return false;
    }
    return true;
  }

  /** A seniority word right at token i ('sales directors', 'data managers'). */
  private leaderAt(i: number): boolean {
    if (i >= this.toks.length || this.toks[i].barrier) return false;
    for (let len = 3; len >= 1; len--) {
      if (this.entriesAt(i, len).some((e) => e.kind === 'seniority' && e.seniorities!.some((s) => LEADING_LEVELS.has(s)))) return true;
    }
    return false;
  }

  private skillJustBefore(i: number): boolean {
    const prev = this.lastEntity();
    if (!prev || prev.final !== 'skill') return false;
    for (let k = prev.tokTo; k < i; k++) if (!['and', 'or', '&'].includes(this.toks[k].norm)) return false;
    return true;
  }

  private exactTyped(entry: Entry, from: number, to: number): boolean {
    if (!entry.exact) return false;
    const typed = this.toks
      .slice(from, to)
      .map((t) => t.phraseText ?? t.raw)
      .join(' ');
    return entry.exact.some((x) => x.replace(/\.+$/, '') === typed);
  }

  private capitalised(from: number, to: number): boolean {
    for (let k = from; k < to; k++) {
      const t = this.toks[k];
      const c = (t.phraseText ?? t.raw)[0];
      if (c && c.toLowerCase() !== c.toUpperCase() && c === c.toLowerCase()) return false;
    }
    return true;
  }

  /** The best reading of the tokens from i, under a cue or bare. */
  choose(i: number, cue: { order: CueOrder } | null): Match | null {
    if (!this.free(i)) return null;
    const maxLen = Math.max(this.vt.maxLen, this.ct.maxLen);
    for (let len = Math.min(maxLen, this.toks.length - i); len >= 1; len--) {
      const entries = this.entriesAt(i, len);
      if (entries.length === 0) continue;
      // A kept phrase ('with security clearance') is read whole, as a keyword, not under the cue.
      if (cue && entries.some((e) => e.kept)) return null;
      const end = i + len;
      const suffix = this.suffixAt(end);
      const atomic = this.toks[i].atomic;
      const hasSkill = entries.some((e) => e.kind === 'skill');
      let best: { m: Match; score: number[] } | null = null;
      for (const e of entries) {
        const cueIndex = cue ? cue.order.findIndex(([k]) => k === e.kind) : -1;
        if (cue && cueIndex < 0) continue;
        const cueFinal = cue ? cue.order[cueIndex][1] : undefined;
        const suffixFinal = suffix?.map[e.kind];
        let boost = 0;
        let ok = true;
        if (e.kind === 'function' && e.weak) {
          const after = this.leaderBefore(i);
          const context = after || this.leaderAt(end);
          ok = !!cueFinal || suffixFinal === 'function' || context;
          // Right after a leader ('VP of Eng', 'Head of Tech') the field is what they lead, before a title its words also name.
          if (context) boost = after ? -40 : -30;
        } else if (e.weak) {
          ok = atomic || !!cueFinal || !!suffixFinal || this.exactTyped(e, i, end) || (e.kind === 'skill' && this.skillJustBefore(i));
        } else if (e.needsCaps) {
          ok = atomic || !!cueFinal || !!suffixFinal || this.capitalised(i, end);
        }
        if (!ok) continue;
        const final: FinalKind = cueFinal ?? suffixFinal ?? (e.kind === 'company' ? 'currentCompany' : e.kind);
        let order = cueIndex;
        if (
          cue &&
          e.kind === 'industry' &&
          !e.canonical &&
          hasSkill &&
          cue.order.some(([k]) => k === 'skill') &&
          suffixFinal !== 'industry'
        ) {
          order = cue.order.findIndex(([k]) => k === 'skill') + 0.5;
        }
        let rank = e.rank + boost;
        if (!cue && e.kind === 'industry' && !e.canonical && hasSkill && !suffixFinal) rank = 99; // 'machine learning' is a skill first
        if (!cue && suffixFinal) rank -= 50;
        const score = [order, rank];
        const suffixOk = suffix && suffix.map[e.kind] === final;
        const m: Match = { entry: e, final, from: i, coreEnd: end, end: suffixOk ? end + suffix.len : end };
        if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) best = { m, score };
      }
      if (best) return best.m;
    }
    return null;
  }

  private record(m: Match, cueStart: number | null): void {
    const from = cueStart ?? m.from;
    for (let k = from; k < m.end; k++) this.status[k] = 'used';
    const core = this.toks[m.from];
    const coreText =
      core.atomic && m.coreEnd === m.from + 1 ? core.phraseText! : this.query.slice(core.start, this.toks[m.coreEnd - 1].end);
    this.pieces.push({
      t: 'entity',
      final: m.final,
      entry: m.entry,
      start: this.toks[from].start,
      end: this.toks[m.end - 1].end,
      coreText,
      tokFrom: from,
      tokTo: m.end,
    });
  }

  private skipArticles(j: number): number {
    while (j < this.toks.length && !this.toks[j].atomic && ARTICLES.has(this.toks[j].norm) && !this.toks[j].barrier) j++;
    return j;
  }

  private tryCues(i: number): boolean {
    const t = this.toks[i];
    if (t.atomic) return false;
    const candidates = (CUES.get(t.norm) ?? []).filter((c) => phraseAtIs(this, i, c.words));
    let force: number | null = null;
    for (const cue of candidates) {
      const after = i + cue.words.length;
      const targets = [after, this.skipArticles(after)].filter((j, k, all) => all.indexOf(j) === k);
      for (const j of targets) {
        if (j >= this.toks.length) continue;
        let crosses = false;
        for (let k = i + 1; k <= j; k++) if (this.toks[k].barrier) crosses = true;
        if (crosses) continue;
        const m = this.choose(j, cue.value);
        if (m) {
          this.record(m, i);
          if (m.entry.kind === 'company' || m.entry.kind === 'industry') this.continueList(cue.value, m);
          return true;
        }
      }
      const j = this.skipArticles(after);
      if (force === null && j < this.toks.length && this.free(j) && !this.toks[j].barrier) {
        const sameWord = this.toks[j].word === this.toks[after - 1].word;
        const name = !STOP.has(this.toks[j].norm) && /\p{L}/u.test(this.toks[j].raw) && (sameWord || this.capitalised(j, j + 1));
        if (cue.value.group !== 'other' && name) force = j;
      }
    }
    if (force !== null) {
      // An unknown name after 'ex-' or 'at' stays a keyword ('ex-Salesforce' is not the skill).
      const first = this.toks[force];
      this.status[force] = 'forced';
      let last = force;
      for (let k = force + 1; k < this.toks.length && this.free(k) && !this.toks[k].barrier; k++) {
        const u = this.toks[k];
        const sameWord = u.word === first.word;
        if (!sameWord && !(this.capitalised(k, k + 1) && /\p{L}/u.test(u.raw) && !STOP.has(u.norm))) break;
        if (!sameWord && this.startsReading(k)) break;
        this.status[k] = 'forced';
        last = k;
      }
      if (this.toks[last].word !== first.word) this.forcedRuns.push([force, last]);
    }
    return false;
  }

  /** Whether token k begins something other than an industry word ('SRE' after 'ex-Meta', not 'Bank' after 'Deutsche'). */
  private startsReading(k: number): boolean {
    for (let len = Math.min(this.vt.maxLen, this.toks.length - k); len >= 1; len--) {
      if (this.entriesAt(k, len).some((e) => e.kind !== 'industry')) return true;
    }
    return false;
  }

  /**
   * After 'worked at Orbitly', a list continues under the same cue: 'and Northpeak', ', Paystream',
   * 'or Finly' read as past companies too (only for the same kind of thing).
   */
  private continueList(cue: { order: CueOrder }, first: Match): void {
    let prev = first;
    for (;;) {
      let j = prev.end;
      const orAt: number[] = [];
      while (j < this.toks.length && this.free(j) && !this.toks[j].barrier && ['and', 'or', '&'].includes(this.toks[j].norm)) {
        if (this.toks[j].norm === 'or') orAt.push(j);
        j++;
      }
      if (j >= this.toks.length || this.toks[j].barrier) return;
      const m = this.choose(j, cue);
      if (!m || m.entry.kind !== first.entry.kind || m.final !== first.final) return;
      for (const k of orAt) this.pieces.push({ t: 'or', start: this.toks[k].start, end: this.toks[k].end });
      for (let k = prev.end; k < j; k++) this.status[k] = orAt.includes(k) ? 'used' : 'stop';
      this.record(m, null);
      prev = m;
    }
  }

  read(): void {
    const n = this.toks.length;
    for (let i = 0; i < n;) {
      const t = this.toks[i];
      if (this.status[i] === 'forced') {
        this.status[i] = STOP.has(t.norm) ? 'stop' : 'left';
        i++;
        continue;
      }
      if (this.status[i] !== 'free') {
        i++;
        continue;
      }
      if (!t.atomic) {
        const years = readYears(this, i);
        if (years) {
          this.pieces.push(years);
          while (i < n && this.status[i] === 'used') i++;
          continue;
        }
        if (NEGATORS.has(t.norm)) {
          this.pieces.push({ t: 'neg', start: t.start, end: t.end });
          this.status[i++] = 'used';
          continue;
        }
        if (t.norm === 'or') {
          this.pieces.push({ t: 'or', start: t.start, end: t.end });
          this.status[i++] = 'used';
          continue;
        }
        if (this.tryCues(i)) {
          while (i < n && this.status[i] === 'used') i++;
          continue;
        }
      }
      const m = this.choose(i, null);
      if (m) {
        this.record(m, null);
        i = m.end;
        continue;
      }
      this.status[i] = !t.atomic && STOP.has(t.norm) ? 'stop' : 'left';
      i++;
    }
    // An unknown multi-word name after a company cue is one phrase ('Deutsche Bank').
    for (const [from, to] of this.forcedRuns) {
      const run = this.toks.slice(from, to + 1);
      if (!run.every((_, d) => this.status[from + d] === 'left')) continue;
      const text = this.query.slice(run[0].start, run[run.length - 1].end);
      this.pieces.push({ t: 'kw', expr: { kind: 'term', text, phrase: true }, start: run[0].start, end: run[run.length - 1].end });
      for (let k = from; k <= to; k++) this.status[k] = 'stop';
    }
    // What nothing claimed becomes keywords: a whole word when none of it was used, else its pieces.
    for (const word of this.words) {
      const states = word.toks.map((k) => this.status[k]);
      if (states.length === 0) continue;
      const whole = states.every((s) => s === 'left');
      if (whole && word.toks.length > 1) {
        const first = this.toks[word.toks[0]];
        const last = this.toks[word.toks[word.toks.length - 1]];
        this.pieces.push({
          t: 'kw',
          expr: { kind: 'term', text: this.query.slice(first.start, last.end), phrase: false },
          start: first.start,
          end: last.end,
        });
        continue;
      }
      for (const k of word.toks) {
        if (this.status[k] !== 'left') continue;
        const tok = this.toks[k];
        this.pieces.push({
          t: 'kw',
          expr: tok.atomic ? { kind: 'term', text: tok.phraseText!, phrase: true } : { kind: 'term', text: tok.raw, phrase: false },
          start: tok.start,
          end: tok.end,
        });
      }
    }
    this.pieces.sort((a, b) => a.start - b.start);
  }
}
