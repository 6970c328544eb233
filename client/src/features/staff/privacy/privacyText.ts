import dayjs from 'dayjs';
import type { PrivacyRequestDecision, PrivacyRequestKind } from '../../../graphql/generated';

/** How the staff privacy page names a request's kind. */
export const KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'See their data',
  removal: 'Removal',
  correction: 'Correction',
};

/** How it names an origin of the suppression list. */
export const ORIGIN_LABELS: Record<string, string> = {
  person_request: 'The people themselves',
  staff: 'Staff',
  provider_opt_out: "Providers' opt-outs",
  deletion_list: 'Deletion lists',
};

export const DECISIONS: Array<{ value: PrivacyRequestDecision; label: string; help: string }> = [
  { value: 'apply', label: 'Apply it', help: 'The profile is changed as the person asked.' },
  { value: 'done', label: 'Done by hand', help: 'You made the change yourself.' },
  { value: 'decline', label: 'Decline', help: 'Say why: the person is told.' },
];

export const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : '—');

/** One line per entry of a textarea, trimmed, blanks dropped. */
export const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
