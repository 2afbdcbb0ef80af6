/**
 * Member handles (decision 045): old handles that still lead to their member, the one-time choice
 * of a member whose handle was drawn or replaced, and the start-up step that replaces the shared
 * `member-N` placeholders earlier sign-ups gave names without Latin letters.
 */
import { handleProblem } from '../../../common/handle-rules';
import type { HandleState } from '../../../common/schemas/member-handles';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import {
  LEGACY_PLACEHOLDER,
  fallbackHandleBase,
  handleBaseOf,
  nextFreeSlug,
} from '../../lib/member-handles';
import { slugsTakenLike } from '../auth/auth.service';
import * as repo from './member-handles.repository';

/** The member's current handle when `oldSlug` was one of theirs; null otherwise. */
export function currentSlugFor(db: Database, oldSlug: string): Promise<string | null> {
  return repo.redirectTarget(db, oldSlug);
}

/** The member's handle and whether they may still choose it. Throws 404 for an unknown member. */
export async function getHandleState(db: Database, userId: number): Promise<HandleState> {
  const state = await repo.handleState(db, userId);
  if (!state) throw notFound('Member not found.');
  return state;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

const taken = () =>
  new HttpError(409, 'handle_taken', 'That handle is taken. Please pick another.');

/**
 * The member chooses their handle, once. Throws 400 `validation_error` (handleProblem's message),
 * 403 `handle_locked` when they may not (anymore), 409 `handle_taken`, 404 for an unknown member.
 * The old handle keeps leading to them.
 */
export async function chooseHandle(
  db: Database,
  userId: number,
  wanted: string,
): Promise<HandleState> {
  const problem = handleProblem(wanted);
  if (problem) throw badRequest(problem, 'validation_error');
  const handle = wanted.trim().toLowerCase();
  const state = await getHandleState(db, userId);
  if (!state.choosable)
    throw new HttpError(403, 'handle_locked', 'Your handle has already been chosen.');
  if (await repo.slugTakenByOther(db, handle, userId)) throw taken();
  try {
    const moved = await inTransaction(db, (tx) =>
      repo.moveHandle(tx, userId, state.slug, handle, false),
    );
    if (!moved) throw new HttpError(409, 'conflict', 'Your handle just changed. Please reload.');
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return { slug: handle, choosable: false };
}

/**
 * Gives each member still on a `member`/`member-N` placeholder the handle their name gives now
 * (transliterated, else a drawn pair of words), keeps the placeholder as a redirect, and lets them
 * choose once. A member whose name really reads "Member" keeps theirs. Runs at start under the
 * startup lock; idempotent (a renamed member no longer matches). Returns how many were renamed.
 */
export async function replacePlaceholderHandles(db: Database): Promise<number> {
  let renamed = 0;
  for (const member of await repo.placeholderHandles(db)) {
    const derived = handleBaseOf(member.displayName);
    if (derived !== null && LEGACY_PLACEHOLDER.test(derived)) continue;
    const base = derived ?? fallbackHandleBase();
    const slug = nextFreeSlug(base, await slugsTakenLike(db, base));
    const moved = await inTransaction(db, (tx) =>
      repo.moveHandle(tx, member.id, member.slug, slug, true),
    );
    if (moved) renamed++;
  }
  return renamed;
}
