/**
 * Genre calls of spec 000 §7 "Genres": the picker's category hierarchy, a member's saved genres,
 * saving them (onboarding, profile) and suggesting a missing genre.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENRE_LIST_LIMIT } from '@common/constants';
import type { GenreCategory, SessionUser, UserGenre } from '@common/schemas';
import { api } from '../../../lib/api';
import { SESSION_KEY } from '../../auth/api/session';

/** Query parameters of the picker's hierarchy call (spec 000 §7, §9: limit 800). */
export const GENRE_HIERARCHY_PARAMS = { format: 'hierarchical', limit: GENRE_LIST_LIMIT } as const;

/** Query key of GET /api/genres?format=hierarchical&limit=800 (first element = path, second = query). */
export const GENRE_HIERARCHY_KEY = ['/api/genres', GENRE_HIERARCHY_PARAMS] as const;

/** Categories in display order with their active, visible genres. */
export function genreHierarchyQuery() {
  return queryOptions({
    queryKey: GENRE_HIERARCHY_KEY,
    queryFn: ({ signal }) => api<GenreCategory[]>('/api/genres', { query: GENRE_HIERARCHY_PARAMS, signal }),
    // The taxonomy changes only through operator screens; refetching ~800 genres on every picker
    // open would only slow the dialog down.
    staleTime: 5 * 60_000,
  });
}

/** The genre hierarchy; pass `enabled: false` to defer loading until the picker opens. */
export function useGenreHierarchy(enabled = true) {
  return useQuery({ ...genreHierarchyQuery(), enabled });
}

/** Query key of GET /api/users/{id}/genres. */
export function userGenresKey(userId: number) {
  return [`/api/users/${userId}/genres`] as const;
}

/** A member's saved genres ({genreId, genreName}); an empty list means onboarding is still needed. */
export function userGenresQuery(userId: number) {
  return queryOptions({
    queryKey: userGenresKey(userId),
    queryFn: ({ signal }) => api<UserGenre[]>(`/api/users/${userId}/genres`, { signal }),
  });
}

/** The saved genres of `userId`; idle while there is no id. */
export function useUserGenres(userId: number | null | undefined) {
  return useQuery({ ...userGenresQuery(userId ?? 0), enabled: userId != null });
}

export interface SaveUserGenresInput {
  userId: number;
  /** Genre names, in selection order; the server rejects more than 10 or unknown names. */
  names: string[];
}

/**
 * Saves a member's favourite genres (POST /api/users/{id}/genres with {genres: names}), then
 * refreshes the saved-genres list and the session (spec 000 §4 "Onboarding save").
 */
export function useSaveUserGenres() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, names }: SaveUserGenresInput) =>
      api<UserGenre[]>(`/api/users/${userId}/genres`, { method: 'POST', body: { genres: names } }),
    onSuccess: (saved, { userId }) => {
      // Route guards read `genres` from the cached session: patch it at once so the feed guard does
      // not bounce the member back to onboarding before the refetch below lands.
      queryClient.setQueryData<SessionUser | null>(SESSION_KEY, (user) =>
        user && user.id === userId ? { ...user, genres: saved.map((g) => ({ id: g.genreId, name: g.genreName })) } : user,
      );
      void queryClient.invalidateQueries({ queryKey: userGenresKey(userId) });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** Suggests a missing genre (POST /api/genres/suggest with {name}); the answer carries `message`. */
export function useSuggestGenre() {
  return useMutation({
    mutationFn: (name: string) => api<{ message?: string }>('/api/genres/suggest', { method: 'POST', body: { name } }),
  });
}
