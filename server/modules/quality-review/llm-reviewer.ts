/**
 * The LLM song-metadata reviewer: sends batches of responses to an OpenAI-compatible
 * chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL) and validates the JSON answer
 * with zod. A batch that fails (timeout, HTTP error, malformed answer after the bounded retries)
 * and every item beyond the per-scan cap (LLM_MAX_ITEMS_PER_SCAN) are reviewed offline instead, so
 * a scan always completes. Suggested genres are kept only when they name a taxonomy genre.
 */
import { z } from 'zod';
import { chatJson, type ChatCompletionsConfig } from '../../providers/llm/chat-completions';
import { reviewItem } from './offline-reviewer';
import type { ReviewCatalogue, ReviewFinding, ReviewItem, SongReviewer } from './reviewer';

const reviewSchema = z.object({
  reviews: z.array(
    z.object({
      responseId: z.number().int(),
      issues: z.array(z.string().max(300)).max(20),
      isCompilation: z.boolean(),
      likelyYtOnly: z.boolean(),
      suggestedTitle: z.string().max(300).nullable(),
      suggestedArtist: z.string().max(300).nullable(),
      suggestedGenres: z.array(z.string().max(100)).max(10),
    }),
  ),
});

/** The same shape as JSON Schema, sent as `response_format` (strict mode: every key required). */
const REVIEW_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['reviews'],
  properties: {
    reviews: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'responseId',
          'issues',
          'isCompilation',
          'likelyYtOnly',
          'suggestedTitle',
          'suggestedArtist',
          'suggestedGenres',
        ],
        properties: {
          responseId: { type: 'integer' },
          issues: { type: 'array', items: { type: 'string' } },
          isCompilation: { type: 'boolean' },
          likelyYtOnly: { type: 'boolean' },
          suggestedTitle: { type: ['string', 'null'] },
          suggestedArtist: { type: ['string', 'null'] },
          suggestedGenres: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

export const SYSTEM_PROMPT = `You review song metadata of YouTube videos recommended on a music site.
For each item, list concrete issues (empty list when the data is right), each a short sentence such as:
"Title contains packaging: Official Video", "Artist is a channel name (TaylorSwiftVEVO)", "Artist missing",
"Artist and title look swapped", "Featured artists in the title instead of the artist field", "Title in capitals",
"Genre missing", "Genre contradicts the artist's usual genre".
Set isCompilation for playlists, full albums, hour-long mixes and multi-artist uploads (use durationSeconds and words).
Set likelyYtOnly for covers, fan uploads, live bootlegs and other uploads unlikely to be on streaming services.
Suggest the clean title and artist (featured artists go in the artist field as "Main feat. Other"), or null when unsure.
Suggest up to 3 genre names in common English use (e.g. "Indie Rock", "Hip Hop"), or an empty list.
Answer with JSON only: {"reviews": [...]} with one entry per item, same responseId.`;

export interface LlmReviewerOptions extends ChatCompletionsConfig {
  batchSize: number;
  /** Items sent to the model per scan at most; the rest are reviewed offline. */
  maxItemsPerScan: number;
  /** Called when a batch falls back to offline review (logging). */
  onFallback?: (error: Error, items: number) => void;
}

/** Turns a model review into a finding, keeping only taxonomy genres; null when it found nothing. */
function toFinding(
  item: ReviewItem,
  review: z.infer<typeof reviewSchema>['reviews'][number],
  catalogue: ReviewCatalogue,
): ReviewFinding | null {
  const suggestedGenres = [
    ...new Set(
      review.suggestedGenres
        .map((g) => catalogue.taxonomyGenre(g))
        .filter((g): g is string => g !== null),
    ),
  ];
  const issues = review.issues.map((i) => i.trim()).filter(Boolean);
  if (issues.length === 0 && !review.isCompilation) return null;
  return {
    responseId: item.responseId,
    issues: issues.length > 0 ? issues : ['Compilation'],
    isCompilation: review.isCompilation,
    likelyYtOnly: review.likelyYtOnly,
    suggestedTitle: review.suggestedTitle?.trim() || null,
    suggestedArtist: review.suggestedArtist?.trim() || null,
    suggestedGenres,
  };
}

/** A reviewer for one scan (its size cap counts items across that scan's batches). */
export function createLlmReviewer(options: LlmReviewerOptions): SongReviewer {
  let sent = 0;
  const offline = (items: ReviewItem[], catalogue: ReviewCatalogue) =>
    items.map((i) => reviewItem(i, catalogue)).filter((f): f is ReviewFinding => f !== null);
  return {
    name: 'llm',
    batchSize: options.batchSize,
    async review(items, catalogue) {
      const room = Math.max(0, options.maxItemsPerScan - sent);
      const toModel = items.slice(0, room);
      const overCap = items.slice(room);
      sent += toModel.length;
      const findings: ReviewFinding[] = offline(overCap, catalogue);
      if (toModel.length === 0) return findings;
      try {
        const answer = await chatJson(
          options,
          [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: JSON.stringify({
                items: toModel.map((i) => ({
                  responseId: i.responseId,
                  title: i.title,
                  artist: i.artist,
                  channel: i.channel,
                  durationSeconds: i.durationMs != null ? Math.round(i.durationMs / 1000) : null,
                  genres: i.genres,
                })),
              }),
            },
          ],
          reviewSchema,
          { name: 'song_metadata_review', schema: REVIEW_JSON_SCHEMA },
        );
        const byId = new Map(answer.reviews.map((r) => [r.responseId, r]));
        for (const item of toModel) {
          const review = byId.get(item.responseId);
          // An item the model skipped is reviewed offline rather than silently passed.
          const finding = review ? toFinding(item, review, catalogue) : reviewItem(item, catalogue);
          if (finding) findings.push(finding);
        }
      } catch (error) {
        options.onFallback?.(error as Error, toModel.length);
        findings.push(...offline(toModel, catalogue));
      }
      return findings;
    },
  };
}
