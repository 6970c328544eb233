import { isPdfFile, readPdfText } from '../src/features/search/jobDescriptionPdf';
import { JOB_DESCRIPTION_MAX, PDF_UNREACHABLE, PDF_UNREADABLE } from '../src/features/search/jobDescriptionText';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Answers every request with this status and body, and keeps what was asked. */
function answer(status: number, body: unknown): Array<{ url: string; init: RequestInit }> {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return calls;
}

describe("a job description's PDF file", () => {
  it('is told by its type, or by its name when the browser gives none', () => {
    expect(isPdfFile({ name: 'role.pdf', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'ROLE.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'role.txt', type: 'text/plain' })).toBe(false);
    expect(isPdfFile({ name: 'role.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBe(false);
  });

  it('is sent as it is to the server, and its text comes back cut at the most a description may have', async () => {
    const calls = answer(200, { status: 'success', data: {}, text: 'x'.repeat(JOB_DESCRIPTION_MAX + 10) });
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect(await readPdfText(file)).toHaveLength(JOB_DESCRIPTION_MAX);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/search/job-description');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: file });
    expect(calls[0].init.headers).toMatchObject({ 'content-type': 'application/pdf' });
  });

  it('gives the text of a file that names nothing to search by, for the recruiter to complete', async () => {
    answer(400, {
      status: 'error',
      code: 'BAD_USER_INPUT',
      message: 'We could not find a role, a place or skills in this text. Paste the whole job description.',
      text: 'Lorem ipsum dolor sit amet.',
    });
    expect(await readPdfText(new Blob(['%PDF-1.4']))).toBe('Lorem ipsum dolor sit amet.');
  });

  it("fails with the server's own sentence, or a sentence of ours when it gave none", async () => {
    answer(400, { status: 'error', code: 'BAD_USER_INPUT', message: 'This PDF is protected by a password.' });
    await expect(readPdfText(new Blob(['x']))).rejects.toThrow('This PDF is protected by a password.');
    answer(502, '<html>Bad gateway</html>');
    await expect(readPdfText(new Blob(['x']))).rejects.toThrow(PDF_UNREADABLE);
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(readPdfText(new Blob(['x']))).rejects.toThrow(PDF_UNREACHABLE);
  });
});
