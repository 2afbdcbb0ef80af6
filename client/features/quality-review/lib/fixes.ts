/**
 * Pure rules of the processing dashboard's edit flows (spec 001 §4, §5): the bodies of Accept Fix,
 * Reject (Already Correct) and Edit, genre names back to ids for editing a Fixed entry, the labels
 * of the fix types, and the scan-time estimate wording.
 */
import type { FixType, QualityReviewResult, UpdateResponseGenresBody } from '@common/processing';
import type { GenreRef } from '@common/schemas';
import { t } from '../../../lib/i18n';

/** Title and artist are trimmed and sent only when non-empty (spec 001 §5). */
function titleAndArtist(
  title: string | null | undefined,
  artist: string | null | undefined,
): Pick<UpdateResponseGenresBody, 'derivedTitle' | 'derivedArtist'> {
  const t = title?.trim();
  const a = artist?.trim();
  return { ...(t ? { derivedTitle: t } : {}), ...(a ? { derivedArtist: a } : {}) };
}

/** Accept Fix: the suggested title and artist; suggested genres if any, else the current ones. */
export function acceptFixBody(result: QualityReviewResult): UpdateResponseGenresBody {
  const genres = result.suggestedGenres.length > 0 ? result.suggestedGenres : result.genres;
  return {
    genreIds: genres.map((g) => g.id),
    ...titleAndArtist(
      result.suggestedTitle ?? result.title,
      result.suggestedArtist ?? result.artist,
    ),
    fixType: 'accepted_suggestion',
  };
}

/** Reject (Already Correct): keeps the current title, artist and genres. */
export function rejectBody(result: QualityReviewResult): UpdateResponseGenresBody {
  return {
    genreIds: result.genres.map((g) => g.id),
    ...titleAndArtist(result.title, result.artist),
    fixType: 'rejected',
  };
}

/** Edit → save: what the operator typed and picked (genres may be empty). */
export function manualEditBody(
  title: string,
  artist: string,
  genreIds: number[],
): UpdateResponseGenresBody {
  return { genreIds, ...titleAndArtist(title, artist), fixType: 'manual' };
}

/** Maps a Fixed entry's genre names back to genre ids (names missing from the pick list are dropped). */
export function genreIdsFromNames(names: string[], pickList: GenreRef[]): number[] {
  const byName = new Map(pickList.map((g) => [g.name.toLowerCase(), g.id]));
  return names
    .map((n) => byName.get(n.toLowerCase()))
    .filter((id): id is number => id !== undefined);
}

/** The label of a fix type in the Fixed history (spec 001 "Fixed tab"). */
export const FIX_TYPE_LABELS: Record<FixType, () => string> = {
  rejected: () => t('staff.fixed.type.rejected'),
  manual: () => t('staff.fixed.type.manual'),
  accepted_suggestion: () => t('staff.fixed.type.accepted'),
};

/** "about 70 seconds", "about 3 minutes", "about 1 hour 5 minutes". */
export function formatEstimate(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 90) return `about ${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `about ${minutes} minutes`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `about ${h} hour${h === 1 ? '' : 's'}${m ? ` ${m} minute${m === 1 ? '' : 's'}` : ''}`;
}
