import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../common/errors';
import { JOB_DESCRIPTION_MAX } from './job-description';

/**
 * The text of a job description sent as a PDF file (issue 34, "Start from a job description"),
 * read here without any outside service by unpdf (PDF.js, Mozilla's PDF reader, built to run in
 * any JavaScript runtime, without the native canvas PDF.js itself pulls in).
 *
 * A PDF is a program of sorts, and a hostile one can make a reader spin or swell, so the reading is
 * bounded: at most PDF_MAX_BYTES of file, the first PDF_MAX_PAGES pages, the text cut at the
 * length a pasted description may have (JOB_DESCRIPTION_MAX), and the reading done off the main
 * event loop, in a worker thread with its own memory limit, ended after PDF_TIME_LIMIT_MS. At most
 * PDF_READS_AT_ONCE run at once; more are refused (429) rather than queued.
 *
 * The worker runs an inline script (`eval: true`), not a file: nothing to compile or ship beside
 * the build, and the same code runs under the tests' SWC transform and in the built server. The
 * script imports unpdf by the absolute address this module resolves, so it finds the same
 * package wherever the process was started from.
 */

export const PDF_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_TIME_LIMIT_MS = 5_000;
export const PDF_MAX_PAGES = 20;
/** The worker's heap (MB): a PDF that needs more ends its worker, not the server. */
const PDF_MEMORY_MB = 256;
const PDF_READS_AT_ONCE = 4;

export const PDF_MESSAGES = {
  tooLarge: `A PDF file is at most ${PDF_MAX_BYTES / 1024 / 1024} MB. Paste the text of the job description instead.`,
  notPdf: 'This file is not a PDF we can read (it may be damaged). Paste the text of the job description instead.',
  encrypted: 'This PDF is protected by a password, so its text cannot be read. Paste the text of the job description instead.',
  noText: 'This PDF holds no text we can read (it may be a scanned image). Paste the text of the job description instead.',
  tooSlow: 'This PDF took too long to read. Paste the text of the job description instead.',
  tooComplex: 'This PDF is too complex to read. Paste the text of the job description instead.',
  busy: 'Too many PDF files are being read right now. Please try again in a moment.',
} as const;

export interface PdfReadOptions {
  /** How long the reading may take, worker start included (ms; PDF_TIME_LIMIT_MS). */
  timeoutMs?: number;
  /** How many pages are read, from the first (PDF_MAX_PAGES). */
  maxPages?: number;
}

type WorkerAnswer = { text: string } | { failure: 'encrypted' | 'notPdf' };

/** The worker: CommonJS, as `node -e` runs it. Every failure of the PDF is answered as a message; only a crash is an 'error'. */
const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const { data, library, maxPages, maxChars } = workerData;
(async () => {
  const { getDocumentProxy } = await import(library);
  let pdf;
  try {
    pdf = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false });
  } catch (err) {
    return parentPort.postMessage({ failure: err && err.name === 'PasswordException' ? 'encrypted' : 'notPdf' });
  }
  let text = '';
  try {
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && text.length < maxChars; n++) {
      const page = await pdf.getPage(n);
      for (const item of (await page.getTextContent()).items) if ('str' in item) text += item.str + (item.hasEOL ? '\\n' : '');
      text += '\\n\\n';
      page.cleanup();
    }
  } catch {
    if (!text.trim()) return parentPort.postMessage({ failure: 'notPdf' });
  }
  parentPort.postMessage({ text: text.slice(0, maxChars) });
})().catch(() => parentPort.postMessage({ failure: 'notPdf' }));
`;

let readsRunning = 0;

/** The text of a PDF file, tidied and cut at JOB_DESCRIPTION_MAX; an AppError (400, 413, 429) for a file that cannot be read. */
export async function extractPdfText(file: Uint8Array, options: PdfReadOptions = {}): Promise<string> {
  if (file.byteLength > PDF_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PDF_MESSAGES.tooLarge);
  // PDF.js looks for the header in the first 1,024 bytes; anything else is refused before a worker starts.
  if (!Buffer.from(file.buffer, file.byteOffset, Math.min(file.byteLength, 1024)).includes('%PDF-')) {
    throw AppError.badInput(PDF_MESSAGES.notPdf);
  }
  if (readsRunning >= PDF_READS_AT_ONCE) throw new AppError('RATE_LIMITED', PDF_MESSAGES.busy, { retryAfterSeconds: 5 });
  readsRunning++;
  try {
    const answer = await readInWorker(file, options.timeoutMs ?? PDF_TIME_LIMIT_MS, options.maxPages ?? PDF_MAX_PAGES);
    if ('failure' in answer) throw AppError.badInput(PDF_MESSAGES[answer.failure]);
    const text = tidy(answer.text).slice(0, JOB_DESCRIPTION_MAX);
    if (!text) throw AppError.badInput(PDF_MESSAGES.noText);
    return text;
  } finally {
    readsRunning--;
  }
}

function readInWorker(file: Uint8Array, timeoutMs: number, maxPages: number): Promise<WorkerAnswer> {
  // A copy of its own, handed over to the worker (the request's buffer may share memory with others).
  const data = new Uint8Array(file);
  const worker = new Worker(WORKER_SCRIPT, {
    eval: true,
    workerData: { data, library: pathToFileURL(require.resolve('unpdf')).href, maxPages, maxChars: JOB_DESCRIPTION_MAX },
    transferList: [data.buffer],
    resourceLimits: { maxOldGenerationSizeMb: PDF_MEMORY_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    // What PDF.js might print stays out of the server's log.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise<WorkerAnswer>((resolve, reject) => {
    // The limit is a deadline: an answer that comes after it (its message handled before a late
    // timer, on a busy event loop) is as late as no answer.
    const deadline = Date.now() + timeoutMs;
    const tooSlow = () => reject(AppError.badInput(PDF_MESSAGES.tooSlow));
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // Its answer given or not, the worker is done: terminate() ends it at once, whatever it is running.
      worker.terminate().catch(() => undefined);
    };
    const timer = setTimeout(() => settle(tooSlow), timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => settle(() => (Date.now() > deadline ? tooSlow() : resolve(answer))));
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? AppError.badInput(PDF_MESSAGES.tooComplex) : err)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`The PDF reader stopped (exit code ${code}) without an answer`))));
  });
}

/**
 * The text as a person would paste it: no NUL, control character or half a surrogate pair (the
 * edge refuses those in typed text: common/input-text.ts), spaces and blank lines run together.
 */
function tidy(text: string): string {
  return (
    text
      // A control character but the line end; a surrogate alone (in a u pattern, a pair is one character and matches neither).
      .replace(/(?!\n)\p{Cc}|[\uD800-\uDFFF]/gu, ' ')
      .replace(/[ \t\u00A0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
