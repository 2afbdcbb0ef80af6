/** Play recording (spec 000 §4 "Playing a response also records a play", §7 "Saving and playing"). */
import type { PlayRecorded } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { insertPlayCounted } from './player.repository';

/** Records a play of response `responseId` by `userId` on `source`. Throws 404 for an unknown response. */
export async function recordPlay(
  db: Database,
  responseId: number,
  userId: number,
  source: 'youtube' | 'spotify' = 'youtube',
): Promise<PlayRecorded> {
  const plays = await insertPlayCounted(db, responseId, userId, source);
  if (plays === null) throw notFound('Recommendation not found.');
  return { responseId, plays };
}
