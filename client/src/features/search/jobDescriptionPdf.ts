import { JOB_DESCRIPTION_MAX, PDF_UNREACHABLE, PDF_UNREADABLE } from './jobDescriptionText';

/** Whether a file the recruiter opened is a PDF (by its type, or by its name when the browser gives no type). */
export function isPdfFile(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
}

/**
 * The text of a job description's PDF file, read by the server (POST /api/search/job-description
 * with the file as an application/pdf body, docs/api.md; the session cookie rides along, as with
 * every call of the app's own pages), cut at JOB_DESCRIPTION_MAX. A refusal throws the server's
 * own sentence (not a PDF, protected by a password, over 5 MB, ...); a file whose text names nothing
 * to search by still gives its text (the server says so beside it), for the recruiter to complete.
 */
export async function readPdfText(file: Blob): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/api/search/job-description', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/pdf' },
      body: file,
    });
  } catch {
    throw new Error(PDF_UNREACHABLE);
  }
  const body = (await res.json().catch(() => null)) as { message?: unknown; text?: unknown } | null;
  if (typeof body?.text !== 'string') throw new Error(typeof body?.message === 'string' ? body.message : PDF_UNREADABLE);
  return body.text.slice(0, JOB_DESCRIPTION_MAX);
}
