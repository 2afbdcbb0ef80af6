/**
 * "Save as Spotify playlist": beside Play All on a request's answers and on Saved, for a
 * member who connected Spotify on a server where it is on. It asks the server to make a private
 * playlist of the answers' Spotify matches (POST /api/spotify/playlists, at most
 * SPOTIFY_PLAYLIST_MAX_SONGS, in the order shown), then says how many songs went in and how many had
 * no match, with a link to the playlist; failures show the server's words (reconnect, Spotify down).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestItem, SpotifyPlaylist, SpotifyPlaylistBody } from '@common/schemas';
import {
  SPOTIFY_PLAYLIST_MAX_SONGS,
  defaultPlaylistName,
  savedPlaylistMessage,
} from '@common/spotify-playlist-text';
import { Button } from '../../../components/ui/button';
import { callApi } from '../../../lib/api';
import { requestQuery } from '../../../lib/queries/requests';
import { useSpotifyStatus } from '../api/spotify-api';

/** POST /api/spotify/playlists. */
export function saveSpotifyPlaylist(body: SpotifyPlaylistBody): Promise<SpotifyPlaylist> {
  return callApi('postSpotifyPlaylists', { body });
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
        {save.isPending ? 'Saving to Spotify…' : 'Save as Spotify playlist'}
      </Button>
      <p role="status" className="basis-full text-right text-sm empty:hidden">
        {done && save.isSuccess && (
          <>
            {savedPlaylistMessage(done.name, done.saved, done.unmatched)}{' '}
            {done.url && (
              <a
                href={done.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Open it in Spotify (opens in a new tab)"
                className="font-semibold underline"
              >
                Open it in Spotify
              </a>
            )}
          </>
        )}
      </p>
      {save.isError && (
        <p role="alert" className="basis-full text-right text-sm font-medium text-danger">
          {save.error.message}
        </p>
      )}
    </>
  );
}
