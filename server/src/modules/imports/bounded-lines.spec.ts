import { Readable } from 'node:stream';
import { boundedLines } from './bounded-lines';

async function linesOf(chunks: string[], max = 10): Promise<Array<string | null>> {
  const out: Array<string | null> = [];
  for await (const line of boundedLines(Readable.from(chunks.map((c) => Buffer.from(c))), max)) out.push(line);
  return out;
}

describe('the lines of a stream, each of a bounded length', () => {
  it('splits at newlines across chunks, drops the carriage return, and keeps a last line without one', async () => {
    expect(await linesOf(['ab', 'c\r\nde\n', '\nf'])).toEqual(['abc', 'de', '', 'f']);
    expect(await linesOf(['é', 'è\n'])).toEqual(['éè']);
    expect(await linesOf([])).toEqual([]);
  });

  it('gives null for a line longer than the bound, without keeping it, and reads on after it', async () => {
    expect(await linesOf(['short\n', '0123456789', 'abc', 'def\nok\n'])).toEqual(['short', null, 'ok']);
    expect(await linesOf(['0123456789x'])).toEqual([null]);
    expect(await linesOf(['0123456789\n'])).toEqual(['0123456789']);
  });
});
