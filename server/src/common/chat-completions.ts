import type { z } from 'zod';

/**
 * One call to an OpenAI-compatible chat-completions endpoint that must answer with one JSON object
 * of a known shape: the profile analysis (analysis/llm.engine.ts) and the reading of a job
 * description (search/job-description-model.ts) ask the configured model this way. Time limits,
 * retries and budgets are the caller's: it passes the signal that ends the call.
 */
export interface ChatModelSettings {
  /** The API's base URL, without a trailing slash ('https://api.openai.com/v1'). */
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The model's reply could not be used: an HTTP error, no content, not JSON, or not of the shape asked for. */
export class ChatReplyError extends Error {}

export async function askForJson<S extends z.ZodType>(
  settings: ChatModelSettings,
  messages: ChatMessage[],
  schema: S,
  opts: { signal: AbortSignal; fetch?: typeof fetch; maxTokens?: number },
): Promise<z.infer<S>> {
  const res = await (opts.fetch ?? fetch)(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      response_format: { type: 'json_object' },
      temperature: 0,
      ...(opts.maxTokens ? { max_tokens: opts.maxTokens } : {}),
      messages,
    }),
    signal: opts.signal,
  });
  if (!res.ok) throw new ChatReplyError(`the model answered HTTP ${res.status}`);
  const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ChatReplyError('the reply has no message content');
  let json: unknown;
  try {
    // JSON mode should give bare JSON; some servers still fence it.
    json = JSON.parse(content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1'));
  } catch {
    throw new ChatReplyError('the reply is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ChatReplyError(
      `the reply does not match the schema: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}
