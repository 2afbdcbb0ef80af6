/**
 * The LLM reviewer against a local fake of the OpenAI chat-completions API: a good answer, a
 * malformed one, a slow one, transient and permanent HTTP errors, the per-scan cap, and a whole
 * scan through the app configured with LLM_BASE_URL.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QualityReviewResultsPage } from '../../../common/processing';
import { genres } from '../../db/schema/index';
import { createTestContext, signUp, signUpStaff } from '../../test/harness';
import { createLlmReviewer, type LlmReviewerOptions } from './llm-reviewer';
import { buildReviewCatalogue } from './review-catalogue';
import type { ReviewItem } from './reviewer';

type Mode =
  'ok' | 'malformed' | 'slow' | 'error500-then-ok' | 'error400' | 'fenced' | 'wrong-shape';
let mode: Mode = 'ok';
let calls: { body: Record<string, unknown>; auth: string | undefined }[] = [];
let server: Server;
let baseUrl: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

/** Answers like the documented API: { choices: [{ message: { role, content } }] }. */
function completion(content: string) {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'fake',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });
}

function reviewsFor(body: Record<string, unknown>) {
  const user = (body.messages as { role: string; content: string }[]).find(
    (m) => m.role === 'user',
  )!;
  const { items } = JSON.parse(user.content) as { items: { responseId: number; title: string }[] };
  return {
    reviews: items.map((i) => ({
      responseId: i.responseId,
      issues: [`LLM: check "${i.title}"`],
      isCompilation: false,
      likelyYtOnly: false,
      suggestedTitle: 'LLM Title',
      suggestedArtist: 'LLM Artist',
      suggestedGenres: ['alternative rock', 'Not A Real Genre'],
    })),
  };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    calls.push({ body, auth: req.headers.authorization });
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST')
      return void res.writeHead(404).end();
    const json = (status: number, text: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    switch (mode) {
      case 'ok':
        return json(200, completion(JSON.stringify(reviewsFor(body))));
      case 'fenced':
        return json(200, completion('```json\n' + JSON.stringify(reviewsFor(body)) + '\n```'));
      case 'malformed':
        return json(200, completion('Sure! Here are the reviews: {reviews: [oops'));
      case 'wrong-shape':
        return json(
          200,
          completion(JSON.stringify({ reviews: [{ responseId: 'one', issues: 'none' }] })),
        );
      case 'slow':
        return void setTimeout(() => json(200, completion(JSON.stringify(reviewsFor(body)))), 1500);
      case 'error500-then-ok':
        return calls.length === 1
          ? json(500, '{"error":{"message":"overloaded"}}')
          : json(200, completion(JSON.stringify(reviewsFor(body))));
      case 'error400':
        return json(400, '{"error":{"message":"bad model"}}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  mode = 'ok';
});

const catalogue = buildReviewCatalogue(
  [{ artist: 'Radiohead', title: 'Creep', genre: 'Alternative Rock' }],
  ['Alternative Rock', 'Pop'],
);
const items: ReviewItem[] = [
  {
    responseId: 1,
    songId: 'a',
    title: 'Radiohead - Creep (Official Video)',
    artist: null,
    channel: 'Radiohead',
    durationMs: 238_000,
    genres: [],
  },
  {
    responseId: 2,
    songId: 'b',
    title: 'Creep',
    artist: 'Radiohead',
    channel: 'Radiohead - Topic',
    durationMs: 238_000,
    genres: ['Alternative Rock'],
  },
];

const options = (extra: Partial<LlmReviewerOptions> = {}): LlmReviewerOptions => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'fake-model',
  timeoutMs: 400,
  maxRetries: 2,
  backoffMs: 5,
  batchSize: 10,
  maxItemsPerScan: 100,
  ...extra,
});

describe('LLM reviewer', () => {
  it('sends a JSON-schema request and keeps validated findings with taxonomy genres only', async () => {
    const findings = await createLlmReviewer(options()).review(items, catalogue);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.auth).toBe('Bearer test-key');
    expect(calls[0]!.body).toMatchObject({
      model: 'fake-model',
      temperature: 0,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'song_metadata_review', strict: true },
      },
    });
    expect(findings).toHaveLength(2);
    expect(findings[0]).toMatchObject({
      responseId: 1,
      issues: ['LLM: check "Radiohead - Creep (Official Video)"'],
      suggestedTitle: 'LLM Title',
      suggestedGenres: ['Alternative Rock'],
    });
  });

  it('accepts JSON wrapped in a fenced block', async () => {
    const findings = await createLlmReviewer(options()).review(items, catalogue);
    mode = 'fenced';
    expect(await createLlmReviewer(options()).review(items, catalogue)).toEqual(findings);
  });

  it.each(['malformed', 'wrong-shape'] as const)(
    'a %s answer is retried a bounded number of times, then the batch is reviewed offline',
    async (m) => {
      mode = m;
      const fallbacks: string[] = [];
      const findings = await createLlmReviewer(
        options({ onFallback: (e) => fallbacks.push(e.message) }),
      ).review(items, catalogue);
      expect(calls).toHaveLength(3);
      expect(fallbacks).toHaveLength(1);
      // Offline findings: the packaged title is flagged, the clean Topic upload is not.
      expect(findings.map((f) => f.responseId)).toEqual([1]);
      expect(findings[0]!.issues.join(' ')).toMatch(/packaging/);
    },
  );

  it('a slow answer times out and falls back without waiting for it', async () => {
    mode = 'slow';
    const started = Date.now();
    const fallbacks: string[] = [];
    const findings = await createLlmReviewer(
      options({ maxRetries: 1, onFallback: (e) => fallbacks.push(e.message) }),
    ).review(items, catalogue);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(fallbacks[0]).toMatch(/timed out/);
    expect(findings.map((f) => f.responseId)).toEqual([1]);
  });

  it('retries a 500 and succeeds; does not retry a 400', async () => {
    mode = 'error500-then-ok';
    expect((await createLlmReviewer(options()).review(items, catalogue))[0]!.suggestedTitle).toBe(
      'LLM Title',
    );
    expect(calls).toHaveLength(2);
    calls = [];
    mode = 'error400';
    await createLlmReviewer(options()).review(items, catalogue);
    expect(calls).toHaveLength(1);
  });

  it('sends at most maxItemsPerScan items per scan; the rest are reviewed offline', async () => {
    const reviewer = createLlmReviewer(options({ maxItemsPerScan: 1 }));
    const first = await reviewer.review(items, catalogue);
    const user = (calls[0]!.body.messages as { role: string; content: string }[])[1]!;
    expect(JSON.parse(user.content).items).toHaveLength(1);
    expect(first[0]!.suggestedTitle).toBe('LLM Title');
    await reviewer.review(items, catalogue);
    expect(calls).toHaveLength(1);
  });
});

describe('a scan with LLM_BASE_URL set', () => {
  it('uses the LLM reviewer and records it on the run', async () => {
    // Unseeded (faster); the one taxonomy genre the fake suggests is inserted by hand.
    const ctx = await createTestContext(
      { LLM_BASE_URL: baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '2000' },
      { seed: false },
    );
    try {
      await ctx.handle.db.insert(genres).values({
        name: 'Alternative Rock',
        slug: 'alternative-rock',
        searchName: 'alternative rock',
      });
      const staff = await signUpStaff(ctx);
      const member = await signUp(ctx.app);
      const req = await ctx.app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { cookie: member.cookie },
        payload: { type: 'text', content: 'anything' },
      });
      await ctx.app.inject({
        method: 'POST',
        url: `/api/requests/${req.json().id}/responses`,
        headers: { cookie: member.cookie },
        payload: {
          songId: 'vid-llm0001',
          songData: { id: 'vid-llm0001', name: 'Creep', artist: 'Radiohead' },
        },
      });
      const start = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/quality-review-run',
        headers: { cookie: staff.cookie },
      });
      expect(start.statusCode).toBe(202);
      let page: QualityReviewResultsPage | null = null;
      for (let i = 0; i < 400 && !page?.run; i++) {
        await new Promise((r) => setTimeout(r, 25));
        page = (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/admin/quality-review-results',
            headers: { cookie: staff.cookie },
          })
        ).json();
      }
      expect(page!.running).toBeNull();
      expect(page!.run).toMatchObject({ status: 'completed', reviewer: 'llm', totalReviewed: 1 });
      expect(page!.results[0]).toMatchObject({
        suggestedTitle: 'LLM Title',
        suggestedGenres: [{ name: 'Alternative Rock' }],
      });
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
