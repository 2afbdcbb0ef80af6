/**
 * Profile editing (docs/decisions/014-profile-editing.md): rename, upload or remove the
 * picture. Each answers the new session user, which replaces the cached one; every other query is
 * refetched since names and pictures show across the app.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas';
import { callApi } from '../../../lib/api';
import { SESSION_KEY } from '../../auth';

/** Client-side mirror of the server's picture limits (the server checks again). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The server's message for a file it would refuse, or null. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type))
    return 'Please upload a JPEG, PNG, WebP or GIF image.';
  if (file.size > PICTURE_MAX_BYTES) return 'Pictures can be at most 5 MB.';
  return null;
}

function useSessionUserMutation<T>(call: (vars: T) => Promise<SessionUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    },
  });
}

export function useChangeDisplayName() {
  return useSessionUserMutation(
    ({ userId, displayName }: { userId: number; displayName: string }) =>
      callApi('patchUser', { params: { id: userId }, body: { displayName } }),
  );
}

export function useUploadPicture() {
  return useSessionUserMutation(({ userId, file }: { userId: number; file: Blob }) =>
    callApi('putUserPicture', { params: { id: userId }, body: file }),
  );
}

export function useRemovePicture() {
  return useSessionUserMutation(({ userId }: { userId: number }) =>
    callApi('deleteUserPicture', { params: { id: userId } }),
  );
}
