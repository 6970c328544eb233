/** The words of starting a search from a job description (JobDescriptionButton.tsx). */

export const JOB_DESCRIPTION_BUTTON = 'Start from a job description';
export const JOB_DESCRIPTION_LABEL = 'Job description';
export const JOB_DESCRIPTION_HINT =
  'Paste the whole text, or open a text file. It is read here, by rules: the title, the place, the years, the skills required and those that are a plus.';
/** A file that is not text (a PDF, a Word file). */
export const NOT_A_TEXT_FILE = 'Only text files can be opened here: copy the text from your PDF or Word file and paste it.';
export const JOB_DESCRIPTION_MAX = 20_000;
/** A text file the browser could not read. */
export const FILE_UNREADABLE = 'This file could not be read. Paste its text instead.';

/** What the reading asks, for the recruiter to check: 'Must-haves: the role, the place, Go, Kubernetes. Nice-to-haves: Terraform.' */
export function readingSummary(reading: {
  mustHave: readonly string[];
  mustHaveSkills: readonly string[];
  niceToHave: readonly string[];
}): string {
  const must = [
    ...(reading.mustHave.some((key) => key === 'title' || key === 'function') ? ['the role'] : []),
    ...(reading.mustHave.includes('location') ? ['the place'] : []),
    ...reading.mustHaveSkills,
  ];
  const parts = [`Must-haves: ${must.join(', ') || 'none'}.`];
  if (reading.niceToHave.length > 0) parts.push(`Nice-to-haves: ${reading.niceToHave.join(', ')}.`);
  return parts.join(' ');
}
