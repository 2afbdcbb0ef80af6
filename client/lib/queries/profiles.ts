/** Query options of public profiles (GET /api/profile/{slug}, GET /api/users/{id}); the only place their keys are written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const profileKeys = {
  bySlug: (slug: string) => [apiPath('getProfile', { slug })] as const,
  byId: (userId: number) => [apiPath('getUser', { id: userId })] as const,
  taste: (userId: number) => [apiPath('getUserTaste', { id: userId })] as const,
};

/**
 * True for the key of a cached public profile (by slug or by id): a block ends follows both ways
 *, so every profile's counts and Follow state are refetched after one.
 */
export function isProfileKey(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return (
    typeof path === 'string' &&
    (path.startsWith(apiPath('getProfile', { slug: '' })) || /^\/api\/users\/\d+$/.test(path))
  );
}

/** A member's taste as the viewer sees it: taste match and "Loved it" answers per genre. */
export function tasteQuery(userId: number) {
  return queryOptions({
    queryKey: profileKeys.taste(userId),
    queryFn: ({ signal }) => callApi('getUserTaste', { params: { id: userId }, signal }),
    staleTime: 60_000,
  });
}

/** The member at /profile/{slug}; ApiError 404 when there is none. */
export function profileBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: profileKeys.bySlug(slug),
    queryFn: ({ signal }) => callApi('getProfile', { params: { slug }, signal }),
  });
}

/** The member with this id. */
export function profileQuery(userId: number) {
  return queryOptions({
    queryKey: profileKeys.byId(userId),
    queryFn: ({ signal }) => callApi('getUser', { params: { id: userId }, signal }),
  });
}
