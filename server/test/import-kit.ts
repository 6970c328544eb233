import fs from 'node:fs';

/** The lines of an import's rejects file (JSON lines): each record's place and reason, as operators read them. */
export function rejectsOf(file: string): Array<{ index: number; at: string; reason: string; record: unknown }> {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { index: number; at: string; reason: string; record: unknown });
}
