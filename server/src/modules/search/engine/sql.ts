/**
 * The engine's SQL as structured parts rather than text: a fragment is literal text, parameters
 * (values, numbered only when a statement is rendered) and the columns of profile_search it reads.
 * Fragments compose (`sql` templates, `join`), one fragment can be reused by several statements,
 * and a statement that reads a column from another table than `ps` says so (`readingFrom`) instead
 * of editing text.
 */

/** The columns of profile_search the engine reads (alias ps). */
const COLUMNS = [
  'profile_id',
  'title_key',
  'doc',
  'head_doc',
  'quality',
  'remote',
  'relocates',
  'seniority',
  'job_function',
  'city_key',
  'country_code',
  'region_key',
  'current_company_id',
  'company_ids',
  'industry',
  'industries',
  'skill_keys',
  'years',
  'school_keys',
  'degree_levels',
] as const;
export type SearchColumn = (typeof COLUMNS)[number];

/** The table alias each column is read from, where it is not `ps`. */
export type Tables = Partial<Record<SearchColumn, string>>;

class Param {
  constructor(
    readonly value: unknown,
    readonly cast: string,
  ) {}
}

class Column {
  constructor(readonly name: SearchColumn) {}
}

class Scoped {
  constructor(
    readonly fragment: Sql,
    readonly tables: Tables,
  ) {}
}

type Part = string | Param | Column | Scoped;

export class Sql {
  constructor(readonly parts: readonly Part[]) {}

  /** Whether the fragment reads this column of the search row `ps` (not one read from another table). */
  reads(column: SearchColumn): boolean {
    return this.some((part, tables) => part instanceof Column && part.name === column && !tables[column]);
  }

  /**
   * The statement's text and its values: each parameter numbered $1.. in order of first
   * appearance (a fragment used twice is one parameter), so a statement carries only the
   * parameters it uses (PostgreSQL refuses others).
   */
  render(): [string, unknown[]] {
    const numbers = new Map<Param, number>();
    const text: string[] = [];
    const walk = (fragment: Sql, tables: Tables) => {
      for (const part of fragment.parts) {
        if (typeof part === 'string') text.push(part);
        else if (part instanceof Column) text.push(`${tables[part.name] ?? 'ps'}.${part.name}`);
        else if (part instanceof Scoped) walk(part.fragment, { ...tables, ...part.tables });
        else {
          if (!numbers.has(part)) numbers.set(part, numbers.size + 1);
          text.push(`$${numbers.get(part)}${part.cast}`);
        }
      }
    };
    walk(this, {});
    return [text.join(''), [...numbers.keys()].map((p) => p.value)];
  }

  private some(test: (part: Part, tables: Tables) => boolean, tables: Tables = {}): boolean {
    return this.parts.some((part) =>
      part instanceof Scoped ? part.fragment.some(test, { ...tables, ...part.tables }) : test(part, tables),
    );
  }
}

/** A fragment: literal text with fragments and numbers (limits, weights: never a value from a query) in it. */
export function sql(text: TemplateStringsArray, ...values: Array<Sql | number>): Sql {
  const parts: Part[] = [];
  text.forEach((t, i) => {
    if (t) parts.push(t);
    if (i < values.length) {
      const v = values[i];
      if (typeof v === 'number') parts.push(String(v));
      else parts.push(...v.parts);
    }
  });
  return new Sql(parts);
}

/** One value as a parameter, with its cast (`::varchar[]`). */
export function param(value: unknown, cast = ''): Sql {
  return new Sql([new Param(value, cast)]);
}

/** The fragments one after another, `separator` between them. */
export function join(fragments: readonly Sql[], separator: string): Sql {
  return new Sql(fragments.flatMap((f, i) => (i > 0 ? [separator, ...f.parts] : f.parts)));
}

/** The search row's columns: `ps.title_key` and so on. */
export const ps = Object.fromEntries(COLUMNS.map((c) => [c, new Sql([new Column(c)])])) as Record<SearchColumn, Sql>;

/** The fragment with some of its columns read from other tables (`{ doc: 'psd' }`: psd.doc). */
export function readingFrom(tables: Tables, fragment: Sql): Sql {
  return new Sql([new Scoped(fragment, tables)]);
}
