import { AppError } from '../src/common/errors';
import { extractPdfText, PDF_MAX_BYTES, PDF_MESSAGES } from '../src/modules/search/job-description-pdf';
import { signUp, startTestServer, type TestServer } from './helpers';
import { pdfFile } from './pdf-files';
import { limit } from './time-limits';

/**
 * A job description opened from a PDF file (issue 34, "Start from a job description"): its text is
 * read on the server, in a worker bounded in size, time and pages, and answered as the same
 * reading a pasted text gets, with the text read; a file that is not a readable PDF is refused
 * with a sentence saying why, and the server answers on.
 */
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = (await signUp(t)).token;
}, limit(120_000));
afterAll(() => t.close());

const ROUTE = '/api/search/job-description';
const DESCRIPTION = [
  'Senior Backend Engineer',
  'Location: Berlin',
  '',
  'Requirements',
  '- Kubernetes in production',
  '',
  'Nice to have',
  '- Terraform',
];

/** POST the body as it is, with its content type, signed in unless `signedIn` is false. */
async function post(body: Buffer | string, contentType: string, signedIn = true) {
  const headers: Record<string, string> = { 'content-type': contentType, 'x-forwarded-for': t.clientIp };
  if (signedIn) headers.authorization = `Bearer ${token}`;
  const res = await fetch(t.url + ROUTE, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { status: string; message?: string; data?: any; text?: string } };
}

/** The server still reads a description after a refusal. */
async function stillAnswers() {
  const r = await t.rest('POST', ROUTE, { text: DESCRIPTION.join('\n') }, { token });
  expect(r.status).toBe(200);
}

describe('a job description opened from a PDF file', () => {
  it('reads the PDF into the same search as its pasted text, and answers the text read', async () => {
    const r = await post(pdfFile([DESCRIPTION]), 'application/pdf');
    expect(r.status).toBe(200);
    expect(r.body.text).toBe(
      'Senior Backend Engineer\nLocation: Berlin\nRequirements\n- Kubernetes in production\nNice to have\n- Terraform',
    );
    expect(r.body.data.query).toBe('Senior Backend Engineer in Berlin, Germany who know Kubernetes, Terraform');
    expect(r.body.data.mustHave).toEqual(expect.arrayContaining(['title', 'location', 'skill:kubernetes']));
    expect(r.body.data.niceToHave).toEqual(['Terraform']);
    // The same reading as the text sent as JSON, and as text/plain (whose answer does not repeat the text).
    const json = await t.rest('POST', ROUTE, { text: r.body.text }, { token });
    expect(json.body).toEqual({ status: 'success', data: r.body.data });
    const plain = await post(DESCRIPTION.join('\n'), 'text/plain; charset=utf-8');
    expect(plain).toEqual({ status: 200, body: { status: 'success', data: r.body.data } });
  });

  it('refuses a body that is not a readable PDF with a sentence saying why, and answers the next request', async () => {
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('Senior Backend Engineer in Berlin'), PDF_MESSAGES.notPdf],
      [Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R'), PDF_MESSAGES.notPdf],
      [pdfFile([DESCRIPTION], { passwordProtected: true }), PDF_MESSAGES.encrypted],
      [pdfFile([[], []]), PDF_MESSAGES.noText],
    ];
    for (const [file, message] of cases) {
      const r = await post(file, 'application/pdf');
      expect(r).toEqual({ status: 400, body: { status: 'error', code: 'BAD_USER_INPUT', message } });
      await stillAnswers();
    }
    // Text in a PDF that names nothing to search by: the same refusal as the pasted text, with the text read, for the box.
    const nothing = await post(pdfFile([['Lorem ipsum dolor sit amet.']]), 'application/pdf');
    expect(nothing).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'BAD_USER_INPUT',
        message: 'We could not find a role, a place or skills in this text. Paste the whole job description.',
        text: expect.stringContaining('Lorem ipsum dolor sit amet.'),
      },
    });
    // Text with a NUL character, as text/plain: refused as the edge refuses it in JSON.
    expect((await post('Senior Backend Engineer\u0000', 'text/plain')).status).toBe(400);
  });

  it('refuses a file over the size limit with 413, and a caller without a session before reading it', async () => {
    const big = Buffer.concat([pdfFile([DESCRIPTION]), Buffer.alloc(PDF_MAX_BYTES, 0x20)]);
    const r = await post(big, 'application/pdf');
    expect(r).toEqual({ status: 413, body: { status: 'error', code: 'PAYLOAD_TOO_LARGE', message: PDF_MESSAGES.tooLarge } });
    await stillAnswers();
    const anonymous = await post(pdfFile([DESCRIPTION]), 'application/pdf', false);
    expect(anonymous.status).toBe(401);
  });
});

describe('the bounds of reading a PDF', () => {
  it('stops a reading that takes longer than its time limit, ending its worker', async () => {
    const workers = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;
    const before = workers();
    const started = Date.now();
    // 1 ms: no worker starts, loads PDF.js and answers in that time.
    const failure = await extractPdfText(pdfFile([DESCRIPTION]), { timeoutMs: 1 }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'BAD_USER_INPUT', message: PDF_MESSAGES.tooSlow });
    expect(Date.now() - started).toBeLessThan(limit(2_000));
    // The worker is gone soon after (terminate() ends it whatever it is running), and the next reading works.
    for (let waited = 0; workers() > before && waited < limit(5_000); waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(workers()).toBe(before);
    expect(await extractPdfText(pdfFile([DESCRIPTION]))).toContain('Senior Backend Engineer');
  });

  it('reads the first 20 pages only, and cuts the text at 20,000 characters', async () => {
    const pages = Array.from({ length: 25 }, (_, i) => [`Page ${i + 1}`]);
    const text = await extractPdfText(pdfFile(pages));
    expect(text).toContain('Page 20');
    expect(text).not.toContain('Page 21');

    const line = 'Backend engineering with Go, Kubernetes and PostgreSQL in production.';
    const long = await extractPdfText(pdfFile(Array.from({ length: 10 }, () => Array.from({ length: 50 }, () => line))));
    expect(long).toHaveLength(20_000);
    expect(long.startsWith(line)).toBe(true);
  });
});
