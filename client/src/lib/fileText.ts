/**
 * The text of a file (or the start of one) a user chose: uncompressed when it is gzip-compressed
 * (what a cut start gives), then UTF-16 when it starts with its byte order mark (Excel's "Unicode
 * Text"), UTF-8 when its bytes are, else Windows-1252, in which Excel's plain "CSV" on Windows
 * writes Western European letters; the server reads an imported file the same way
 * (server/src/modules/imports/csv-dialect.ts). A character cut at the end of a slice is left out
 * rather than taken for a sign of the other encoding.
 */
export async function fileText(blob: Blob): Promise<string> {
  const bytes = await uncompressed(blob);
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes, { stream: true });
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes, { stream: true });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The bytes of a blob, gunzipped when it starts as gzip does; as many as a cut one gives. */
async function uncompressed(blob: Blob): Promise<ArrayBuffer> {
  const magic = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) return blob.arrayBuffer();
  const chunks: Uint8Array[] = [];
  const reader = blob.stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  } catch {
    // The end of a cut file: what came before it is the start of the text.
  }
  return new Blob(chunks as BlobPart[]).arrayBuffer();
}
