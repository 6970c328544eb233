/** The words of starting a search from a job description (JobDescriptionButton.tsx). */

export const JOB_DESCRIPTION_BUTTON = 'Start from a job description';
export const JOB_DESCRIPTION_LABEL = 'Job description';
export const JOB_DESCRIPTION_HINT =
  'Paste the whole text, or open a text or PDF file. It is read here, by rules: the title, the place, the years, the skills required and those that are a plus.';
/** The label of the file input. */
export const OPEN_FILE_LABEL = 'Open a text or PDF file';
/** A file that is neither text nor PDF (a Word file, an image). */
export const NOT_A_TEXT_FILE = 'Only text and PDF files can be opened here: copy the text from your Word file and paste it.';
/** While the server reads a PDF's text. */
export const READING_PDF = 'Reading the PDF…';
export const JOB_DESCRIPTION_MAX = 20_000;
/** A text file the browser could not read. */
export const FILE_UNREADABLE = 'This file could not be read. Paste its text instead.';
/** A PDF the server answered for without a sentence of its own (a proxy's error page). */
export const PDF_UNREADABLE = 'This PDF could not be read. Paste its text instead.';
/** A PDF sent while the server could not be reached. */
export const PDF_UNREACHABLE = 'We could not reach TalentLens to read this PDF. Check your connection and try again.';

/** What the reading asks, for the recruiter to check: 'Must-haves: the role, the place, Go, Kubernetes. Nice-to-haves: Terraform.' */
export function readingSummary(reading: {
  mustHave: readonly string[];
  mustHaveSkills: readonly string[];
  niceToHave: readonly string[];
  /** 'model' when the configured AI model's reading was added to the rules'. */
  readBy?: string;
}): string {
  const must = [
    ...(reading.mustHave.some((key) => key === 'title' || key === 'function') ? ['the role'] : []),
    ...(reading.mustHave.includes('location') ? ['the place'] : []),
    ...reading.mustHaveSkills,
  ];
  const parts = [`Must-haves: ${must.join(', ') || 'none'}.`];
  if (reading.niceToHave.length > 0) parts.push(`Nice-to-haves: ${reading.niceToHave.join(', ')}.`);
  if (reading.readBy === 'model') parts.push('Read with the help of the AI model.');
  return parts.join(' ');
}
