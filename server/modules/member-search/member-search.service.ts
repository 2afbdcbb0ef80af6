/** Mention suggestions and member search (decision 045): who a member can @mention or look up. */
import { MEMBER_SEARCH_PAGE_SIZE, MENTION_SUGGESTIONS_MAX } from '../../../common/handle-rules';
import type { MemberSearchPage } from '../../../common/schemas/member-handles';
import type { PublicUser } from '../../../common/schemas';
import type { Database } from '../../db/client';
import * as repo from './member-search.repository';

/** At most MENTION_SUGGESTIONS_MAX members for `@prefix`, the thread of `requestId` first. */
export async function mentionSuggestions(
  db: Database,
  viewerId: number,
  prefix: string,
  requestId: number | undefined,
): Promise<{ data: PublicUser[] }> {
  return {
    data: await repo.mentionCandidates(
      db,
      viewerId,
      prefix,
      requestId ?? null,
      MENTION_SUGGESTIONS_MAX,
    ),
  };
}

/** Page `page` (1-based) of members whose display name or handle starts with `query`. */
export async function searchMembers(
  db: Database,
  viewerId: number,
  query: string,
  page: number,
): Promise<MemberSearchPage> {
  const rows = await repo.searchMembers(
    db,
    viewerId,
    query,
    MEMBER_SEARCH_PAGE_SIZE,
    (page - 1) * MEMBER_SEARCH_PAGE_SIZE,
  );
  return {
    data: rows.slice(0, MEMBER_SEARCH_PAGE_SIZE),
    pagination: { page, hasMore: rows.length > MEMBER_SEARCH_PAGE_SIZE },
  };
}
