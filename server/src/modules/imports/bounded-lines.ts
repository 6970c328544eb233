import type { Readable } from 'node:stream';

/**
 * The lines of a stream (split at '\n', a '\r' before it dropped), each at most `maxBytes` long: a
 * longer one is not held in memory but given as `null` in its place, so one endless line (a damaged
 * or hostile file, a compressed one that unpacks into gigabytes) cannot exhaust the process.
 */
export async function* boundedLines(input: Readable, maxBytes: number): AsyncGenerator<string | null> {
  let parts: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  const take = (piece: Buffer) => {
    if (tooLong) return;
    length += piece.length;
    if (length > maxBytes) {
      tooLong = true;
      parts = [];
    } else parts.push(piece);
  };
  const line = (): string | null => {
    const text = tooLong ? null : Buffer.concat(parts, length).toString('utf8').replace(/\r$/, '');
    parts = [];
    length = 0;
    tooLong = false;
    return text;
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (let end = bytes.indexOf(0x0a); end !== -1; end = bytes.indexOf(0x0a, start)) {
      take(bytes.subarray(start, end));
      yield line();
      start = end + 1;
    }
    if (start < bytes.length) take(bytes.subarray(start));
  }
  if (length > 0 || tooLong) yield line();
}
