/**
 * The signed-in user as the API answers it, and session rotation: shared by the session, account
 * and two-factor routes (kept apart from the route files so they import no routes).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { setSessionCookie } from './session-plugin';
import { getUserGenres } from '../genres/genres.service';
import type { UserRow } from './auth.repository';
import { deleteSession } from './sessions.repository';
import type { AccountDeps } from './auth.service';
import { createSession } from './sessions.service';

/** The session user with their genres, as GET /api/auth/me answers (spec 000 §3, plus the account flags of decision 011). */
export async function toSessionUser(
  db: Database,
  user: UserRow,
  session?: { mfaPassed: boolean },
  /** The genres when already read with the session (request.sessionGenres); else one query. */
  knownGenres?: { id: number; name: string }[] | null,
): Promise<SessionUser> {
  const genres =
    knownGenres ??
    (await getUserGenres(db, user.id)).map((g) => ({ id: g.genreId, name: g.genreName }));
  return {
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    slug: user.slug,
    profilePicture: user.profilePicture,
    role: user.role,
    genres,
    emailVerified: !!user.emailVerifiedAt,
    twoFactorEnabled: !!user.totpEnabledAt,
    hasSecurityKey: user.hasSecurityKey,
    mfaPassed: session?.mfaPassed ?? false,
    locale: user.locale,
  };
}

/**
 * Replaces the caller's session with a new id for `user` (sign-in, verification, password or role
 * change: OWASP session fixation). Returns the new token hash.
 */
export async function rotateSession(
  deps: AccountDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options: { mfaPassed?: boolean } = {},
): Promise<string> {
  if (request.sessionTokenHash) await deleteSession(deps.db, request.sessionTokenHash);
  const session = await createSession(
    deps.db,
    deps.config,
    user,
    request.headers['user-agent'] ?? null,
    options,
  );
  setSessionCookie(request, reply, session.token, session.expiresAt);
  return session.tokenHash;
}
