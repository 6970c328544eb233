import { createHash } from 'node:crypto';
import { z } from 'zod';
import { askForJson, type ChatModelSettings } from '../../common/chat-completions';
import { JOB_DESCRIPTION_MAX, type ModelParts } from './job-description';

/**
 * A job description read by the configured model (ANALYSIS_LLM_URL: an OpenAI-compatible endpoint),
 * issue 34's "with the configured model it may do better, never worse than the rules". The model is
 * asked for the parts of the search as one JSON object of the shape below; what it answers is only
 * ever added to the rules' reading, checked against the description and the vocabulary
 * (job-description.ts, withModelParts). Each call goes through the provider guard, as the live
 * people-data providers' do: a time limit, the answer kept for the same description, the user's
 * daily and the service's monthly budget (one credit a call), a rate limit, and a circuit that opens
 * when the model keeps failing; any failure leaves the rules' reading alone (search.service.ts).
 */

/** The name of the model's calls in the provider ledger (provider_calls) and its budgets. */
export const MODEL_PROVIDER = 'model';
const OPERATION = 'read-job-description';
/** Calls a minute this process makes to the model for job descriptions. */
const REQUESTS_PER_MINUTE = 60;
/** Changes when the question changes, so that kept answers to the old one are not reused. */
const PROMPT_VERSION = 1;

const value = (max: number) => z.string().trim().max(max).nullable();
const skills = z.array(z.string().trim().min(1).max(60)).max(12);

/** The exact JSON the model is asked for. */
export const JobDescriptionModelReplySchema = z.object({
  title: value(120),
  place: value(120),
  remote: z.boolean(),
  relocation: z.boolean(),
  yearsMin: z.int().min(0).max(50).nullable(),
  yearsMax: z.int().min(0).max(50).nullable(),
  industry: value(80),
  mustHaveSkills: skills,
  niceToHaveSkills: skills,
}) satisfies z.ZodType<ModelParts>;

const SYSTEM_PROMPT = [
  'You read one job description for a recruiter who will search for people to fill it.',
  'Reply with a single JSON object and nothing else. It must match this JSON Schema exactly (no extra keys):',
  JSON.stringify(z.toJSONSchema(JobDescriptionModelReplySchema)),
  'Rules:',
  '- Copy every value exactly as the description writes it; never invent, translate or rephrase one. null when the description does not say.',
  '- title: the job title of the role, with its level if the description gives one ("Senior Backend Engineer").',
  '- place: the city or country where the person will work; null for a fully remote role with no place.',
  '- remote: true when the role can be done remotely; relocation: true when relocation is offered or supported.',
  '- yearsMin and yearsMax: the years of experience asked for ("3-5 years": 3 and 5; "5+ years": 5 and null).',
  '- industry: the industry of the hiring company or of the role, when the description names one.',
  '- mustHaveSkills: skills, tools and technologies the description requires; niceToHaveSkills: those it calls preferred,',
  '  a plus, a bonus or nice to have. Each skill as a short name ("Kubernetes", "financial modelling"), the most important first.',
].join('\n');

/** What the provider guard is asked to run (people-data/provider-guard.ts, whose ProviderGuard is passed in). */
export interface GuardedModelCall<T> {
  provider: string;
  operation: string;
  args: unknown;
  userId: string | null;
  requestsPerMinute: number;
  run: (signal: AbortSignal) => Promise<T>;
  cost: (answer: T) => number;
  outcome: (answer: T) => 'match' | 'no_match';
}
export interface CallGuard {
  call<T>(req: GuardedModelCall<T>): Promise<T>;
}

export class JobDescriptionModel {
  constructor(
    private readonly settings: ChatModelSettings,
    private readonly guard: CallGuard,
    /** The fetch to use (tests and proxies); the global fetch by default. */
    private readonly fetchWith?: typeof fetch,
  ) {}

  /** The model's reading of the description; throws when it cannot be had (the guard refused, the call failed, the reply was unusable). */
  async read(description: string, userId: string | null): Promise<ModelParts> {
    const text = description.slice(0, JOB_DESCRIPTION_MAX);
    return this.guard.call({
      provider: MODEL_PROVIDER,
      operation: OPERATION,
      // The same description to the same model is asked once while its answer is kept (PROVIDER_CACHE_HOURS).
      args: { model: this.settings.model, prompt: PROMPT_VERSION, text: createHash('sha256').update(text).digest('hex') },
      userId,
      requestsPerMinute: REQUESTS_PER_MINUTE,
      run: (signal) =>
        askForJson(
          this.settings,
          [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: text },
          ],
          JobDescriptionModelReplySchema,
          { signal, fetch: this.fetchWith, maxTokens: 800 },
        ),
      cost: () => 1,
      outcome: () => 'match',
    });
  }
}
