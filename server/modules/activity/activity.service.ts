/**
 * A member's activity (spec 000 §2 "activity cards", §3 "Activity item", §7): newest first, 20 per
 * page by default, `{data, pagination: {page, hasMore}}`.
 *
 * Who may read what (docs/decisions/004-product-decisions.md): a member's full activity (`all`,
 * `others`) is private to them; their recommendations (`responses`) are public to members, because
 * profiles list them.
 */
import type {
  ActivityFilter,
  ActivityItem,
  Page,
  PublicUser,
  RequestSummary,
  ResponseSummary,
  SongData,
} from '../../../common/schemas';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { blocks } from '../moderation/index';
import { memberExists } from '../profiles/profiles.service';
import * as repo from './activity.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function person(
  id: number | null,
  displayName: string | null,
  slug: string | null,
  picture: string | null,
): PublicUser | null {
  return id === null
    ? null
    : { id, displayName: displayName ?? '', slug: slug ?? '', profilePicture: picture };
}

/** Maps one row of the activity query to the API shape; `owner` is the member whose activity it is. */
export function toActivityItem(row: repo.ActivityRow, owner: PublicUser): ActivityItem {
  const requestUser = person(row.ru_id, row.ru_name, row.ru_slug, row.ru_picture)!;
  const responseUser = person(row.pu_id, row.pu_name, row.pu_slug, row.pu_picture);
  const actor = person(row.au_id, row.au_name, row.au_slug, row.au_picture);
  const request: RequestSummary = {
    id: row.request_id,
    type: row.r_type,
    content: row.r_content,
    gifUrl: row.r_gif_url,
    songData: (row.r_song_data as SongData | null) ?? null,
    responses: Number(row.r_responses),
    user: requestUser,
  };
  const response: ResponseSummary | null =
    row.p_id === null || !responseUser
      ? null
      : {
          id: row.p_id,
          requestId: row.request_id,
          songData: row.p_song_data as SongData,
          comment: row.p_comment,
          user: responseUser,
          upvotes: Number(row.p_upvotes ?? 0),
          saves: Number(row.p_saves ?? 0),
          createdAt: iso(row.p_created_at!),
        };
  const timestamp = iso(row.ts);
  const isSave = row.type === 'song_saved' || row.type === 'response_saved_by_other';
  return {
    id: `${row.type}:${row.row_id}`,
    type: row.type,
    timestamp,
    data: {
      user: owner,
      request,
      response,
      requestUser,
      responseUser,
      saver:
        row.type === 'song_saved' ? owner : row.type === 'response_saved_by_other' ? actor : null,
      upvoter:
        row.type === 'request_upvoted_by_other' || row.type === 'response_upvoted_by_other'
          ? actor
          : null,
      cosigner: row.type === 'response_cosigned_by_other' ? actor : null,
      savedAt: isSave ? timestamp : null,
    },
  };
}

export interface ActivityQuery {
  activityType: ActivityFilter;
  page: number;
  limit: number;
}

/**
 * One page of member `userId`'s activity as seen by `viewer`. Throws 403 when the viewer asks for
 * another member's private activity and 404 when the member does not exist. One query for the
 * page (plus an existence check when reading someone else's recommendations).
 */
export async function listActivity(
  db: Database,
  viewer: PublicUser,
  userId: number,
  { activityType, page, limit }: ActivityQuery,
): Promise<Page<ActivityItem>> {
  const own = viewer.id === userId;
  if (!own && activityType !== 'responses')
    throw forbidden('Only the member can see their own activity.');
  if (!own && (!(await memberExists(db, userId)) || (await blocks(db, userId, viewer.id))))
    throw notFound('Member not found.');
  // The blocker sees nothing of the member they block.
  if (!own && (await blocks(db, viewer.id, userId)))
    return { data: [], pagination: { page, hasMore: false } };
  const rows = await repo.listActivity(
    db,
    userId,
    repo.TYPES_OF_FILTER[activityType],
    (page - 1) * limit,
    limit,
  );
  const pageRows = rows.slice(0, limit);
  // For another member only recommendations are listed, where `user` is the responder.
  const owner = (row: repo.ActivityRow): PublicUser =>
    own ? viewer : (person(row.pu_id, row.pu_name, row.pu_slug, row.pu_picture) ?? viewer);
  return {
    data: pageRows.map((row) => toActivityItem(row, owner(row))),
    pagination: { page, hasMore: rows.length > limit },
  };
}
