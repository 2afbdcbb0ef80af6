/**
 * "Someone already recommended this song" (spec 000 §8 409): the duplicate notice of the
 * recommendation form, from a 409 answer's body or found at pick time in the loaded answers.
 */
import type { ResponseItem, SongData } from '@common/schemas';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';

/** The 409 message: "{displayName} already recommended this song." or the spec's fallback. */
export function duplicateText(err: unknown): string {
  const name =
    err instanceof ApiError ? (err.body?.duplicateDisplayName as string | undefined) : undefined;
  return name ? t('answer.duplicateBy', { name }) : t('answer.duplicate');
}

/** The existing recommendation's id from a 409 body (`duplicateResponseId`), if any. */
export function duplicateResponseId(err: unknown): number | null {
  const id = err instanceof ApiError ? err.body?.duplicateResponseId : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The existing recommendation's author from a 409 body (`duplicateUserId`), if any. */
export function duplicateUserId(err: unknown): number | null {
  const id = err instanceof ApiError ? err.body?.duplicateUserId : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export interface Duplicate {
  text: string;
  responseId: number | null;
  /** False when the existing recommendation is the member's own (nothing to co-sign). */
  canCosign: boolean;
  /** True when found at pick time in the loaded answers (SUBMIT would only fail). */
  known?: boolean;
}

/**
 * The answer among `answers` that already gives `song`, as the duplicate message, or null. Pure.
 * `viewerId` is the member picking: their own answer cannot be co-signed.
 */
export function knownDuplicate(
  answers: readonly ResponseItem[] | undefined,
  song: SongData,
  viewerId: number | undefined,
): Duplicate | null {
  const existing = answers?.find((a) => a.songId === song.id);
  if (!existing) return null;
  const own = existing.user.id === viewerId;
  return {
    text: own
      ? t('answer.duplicateOwn')
      : t('answer.duplicateBy', { name: existing.user.displayName }),
    responseId: existing.id,
    canCosign: !own,
    known: true,
  };
}
