/**
 * "Save as Spotify playlist": beside Play All on a request's answers and on Saved, for a
 * member who connected Spotify on a server where it is on. It asks the server to make a private
 * playlist of the answers' Spotify matches (POST /api/spotify/playlists, at most
 * SPOTIFY_PLAYLIST_MAX_SONGS, in the order shown), then says how many songs went in and how many had
 * no match, with a link to the playlist; failures show the server's words (reconnect, Spotify down).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestItem, SpotifyPlaylist, SpotifyPlaylistBody } from '@common/schemas';
import { SPOTIFY_PLAYLIST_MAX_SONGS, defaultPlaylistName } from '@common/spotify-playlist-text';
import { Button } from '../../../components/ui/button';
import { ApiError, callApi } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { requestQuery } from '../../../lib/queries/requests';
import { useSpotifyStatus } from '../api/spotify-api';

/** POST /api/spotify/playlists. */
export function saveSpotifyPlaylist(body: SpotifyPlaylistBody): Promise<SpotifyPlaylist> {
  return callApi('postSpotifyPlaylists', { body });
}

/** Why the playlist was not made: the server's words in English, its code's catalogue text elsewhere. */
function failureText(err: Error): string {
  const nothing = err instanceof ApiError && err.code === 'not_found';
  return errorText(err, nothing ? 'spotifyPlaylist.nothing' : 'spotifyPlaylist.failed');
}

export interface SaveSpotifyPlaylistButtonProps {
  /** The answers, in the order shown; only the first SPOTIFY_PLAYLIST_MAX_SONGS are sent. */
  responseIds: number[];
  /** The request whose answers these are (names the playlist after its text); absent on Saved. */
  requestId?: number;
}

export function SaveSpotifyPlaylistButton({
  responseIds,
  requestId,
}: SaveSpotifyPlaylistButtonProps) {
  const { enabled, status } = useSpotifyStatus();
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: saveSpotifyPlaylist });
  if (!enabled || !status?.connected || responseIds.length === 0) return null;

  const playlistName = () => {
    if (requestId === undefined) return defaultPlaylistName({ saved: true });
    // The request page holds the request already: read it, never fetch it for a name.
    const request = queryClient.getQueryData<RequestItem>(requestQuery(requestId).queryKey);
    return defaultPlaylistName({ requestText: request?.type === 'text' ? request.content : null });
  };
  const done = save.data;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={save.isPending}
        aria-busy={save.isPending}
        onClick={() =>
          save.mutate({
            name: playlistName(),
            responseIds: responseIds.slice(0, SPOTIFY_PLAYLIST_MAX_SONGS),
          })
        }
      >
        {save.isPending ? t('spotifyPlaylist.saving') : t('spotifyPlaylist.save')}
      </Button>
      <p role="status" className="basis-full text-end text-sm empty:hidden">
        {done && save.isSuccess && (
          <>
            {t('spotifyPlaylist.saved', {
              name: done.name,
              saved: done.saved,
              unmatched: done.unmatched,
            })}{' '}
            {done.url && (
              <a
                href={done.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('spotifyPlaylist.openLabel')}
                className="font-semibold underline"
              >
                {t('spotifyPlaylist.open')}
              </a>
            )}
          </>
        )}
      </p>
      {save.isError && (
        <p role="alert" className="basis-full text-end text-sm font-medium text-danger">
          {failureText(save.error)}
        </p>
      )}
    </>
  );
}
