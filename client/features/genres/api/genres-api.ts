/**
 * Genre calls of spec 000 §7 "Genres": the picker's category hierarchy, a member's saved genres,
 * saving them (onboarding, profile) and suggesting a missing genre.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas';
import { callApi } from '../../../lib/api';
import { genreHierarchyQuery, genreKeys, userGenresQuery } from '../../../lib/queries/genres';
import { SESSION_KEY } from '../../auth';

export {
  GENRE_HIERARCHY_PARAMS,
  genreHierarchyQuery,
  userGenresQuery,
} from '../../../lib/queries/genres';

/** The genre hierarchy; pass `enabled: false` to defer loading until the picker opens. */
export function useGenreHierarchy(enabled = true) {
  return useQuery({ ...genreHierarchyQuery(), enabled });
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
      callApi('postUserGenres', { params: { id: userId }, body: { genres: names } }),
    onSuccess: (saved, { userId }) => {
      // Route guards read `genres` from the cached session: patch it at once so the feed guard does
      // not bounce the member back to onboarding before the refetch below lands.
      queryClient.setQueryData<SessionUser | null>(SESSION_KEY, (user) =>
        user && user.id === userId
          ? { ...user, genres: saved.map((g) => ({ id: g.genreId, name: g.genreName })) }
          : user,
      );
      void queryClient.invalidateQueries({ queryKey: genreKeys.byUser(userId) });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** Suggests a missing genre (POST /api/genres/suggest with {name}); the answer carries `message`. */
export function useSuggestGenre() {
  return useMutation({
    mutationFn: (name: string) => callApi('postGenresSuggest', { body: { name } }),
  });
}
