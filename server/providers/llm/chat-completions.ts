/**
 * Minimal client of the OpenAI-compatible chat-completions API (POST {base}/chat/completions; the
 * shape served by OpenAI, vLLM, llama.cpp server, Ollama, LM Studio…), asking for JSON that
 * follows a JSON schema (`response_format: { type: "json_schema" }`) and validating the answer
 * with zod. Each attempt has a timeout; timeouts, network errors, 429, 5xx and malformed answers
 * are retried a bounded number of times with exponential backoff; other 4xx fail at once.
 */
import type { z } from 'zod';

export interface ChatCompletionsConfig {
  /** Base URL including the API version path, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Bearer token; optional for local servers. */
  apiKey?: string | undefined;
  model: string;
  /** Per-attempt timeout in milliseconds. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff delay in milliseconds; doubles per retry (plus up to 25 % jitter). */
  backoffMs: number;
  fetch?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class ChatCompletionsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ChatCompletionsError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt: POST, check the status, extract and validate the JSON content. */
async function attempt<T>(
  config: ChatCompletionsConfig,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = config.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new ChatCompletionsError(
      name === 'TimeoutError' || name === 'AbortError'
        ? `timed out after ${config.timeoutMs} ms`
        : `network error: ${(error as Error).message}`,
      true,
    );
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ChatCompletionsError(
      `HTTP ${res.status}: ${text.slice(0, 200)}`,
      res.status === 429 || res.status >= 500,
    );
  }
  let payload: unknown;
  try {
    payload = await res.json();
  } catch {
    throw new ChatCompletionsError('answer is not JSON', true);
  }
  const content = (payload as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string')
    throw new ChatCompletionsError('answer has no choices[0].message.content', true);
  let parsed: unknown;
  try {
    // Some servers wrap JSON in a fenced block despite the schema.
    parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw new ChatCompletionsError('message content is not JSON', true);
  }
  const result = schema.safeParse(parsed);
  if (!result.success)
    throw new ChatCompletionsError(
      `message content does not match the schema: ${result.error.issues[0]?.message ?? ''}`,
      true,
    );
  return result.data;
}

/**
 * Sends `messages` and returns the model's JSON answer validated by `schema`. `jsonSchema` is the
 * same shape as a JSON Schema object, sent as the response format. Throws ChatCompletionsError
 * after the last failed attempt.
 */
export async function chatJson<T>(
  config: ChatCompletionsConfig,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  jsonSchema: { name: string; schema: Record<string, unknown> },
): Promise<T> {
  const body = {
    model: config.model,
    messages,
    temperature: 0,
    response_format: {
      type: 'json_schema',
      json_schema: { name: jsonSchema.name, strict: true, schema: jsonSchema.schema },
    },
  };
  let lastError: ChatCompletionsError | null = null;
  for (let i = 0; i <= config.maxRetries; i++) {
    if (i > 0) await sleep(config.backoffMs * 2 ** (i - 1) * (1 + Math.random() * 0.25));
    try {
      return await attempt(config, body, schema);
    } catch (error) {
      lastError =
        error instanceof ChatCompletionsError
          ? error
          : new ChatCompletionsError(String(error), false);
      if (!lastError.retryable) break;
    }
  }
  throw lastError!;
}
