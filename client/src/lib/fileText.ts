/**
 * The text of a file (or the start of one) a user chose: UTF-8 when its bytes are, else
 * Windows-1252, in which Excel's plain "CSV" on Windows writes Western European letters; the server
 * reads an imported file the same way (server/src/modules/imports/csv-dialect.ts). A character cut
 * at the end of a slice is left out rather than taken for a sign of the other encoding.
 */
export async function fileText(blob: Blob): Promise<string> {
  const bytes = await blob.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
