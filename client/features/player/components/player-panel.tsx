/**
 * The floating player's panel (spec 000 §4 "Player"): video/thumbnail, title, artist,
 * responder; play/pause; previous and next (disabled at the ends); "n / total"; speech toggle;
 * minimise/expand; close; the staff song loader; the queue. Loaded lazily on the first play.
 *
 * It adds an in-flow spacer of its own height at the end of the page, so the page's last content
 * and actions can always be scrolled above it. Space toggles play/pause while the player has focus
 * (and focus is not on one of its buttons or links). The video box is never re-parented: moving
 * an iframe in the DOM would reload it, so minimise/expand only change classes.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { cn } from '../../../lib/cn';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas';
import { SESSION_KEY } from '../../auth';
import { bindMediaSession } from '../engine';
import { createPlaybackEngine } from '../engine';
import { createPlaybackSources, usePlaybackSource } from '../routing';
import type { PlaybackSource } from '../routing';
import { speechQueue } from '../speech';
import { playerActions, playerStore, usePlayer } from '../player-store';
import type { PlayerState } from '../player-state';
import { PlayPauseButton, TransportControls } from './player-controls';
import { PlayerInfo } from './player-info';
import { PlayerNotice, hasNotice } from './player-notice';
import { SeekBar } from './player-progress';
import { setBottomInset } from '../../../lib/bottom-insets';
import { VideoBox, WindowActions } from './player-panel-parts';
import { QueuePanel, useDismissableQueue } from './queue-panel';
import { t } from '../../../lib/i18n';

/** Gap between the player and what is below it, in px. */
const GAP_PX = 8;

/**
 * Keeps an in-flow block as tall as `ref`'s element plus the gap, so page content can clear it,
 * and publishes the player's top edge as `--player-inset` (lib/bottom-insets) for the toasts.
 */
function useSpacerHeight(ref: RefObject<HTMLElement | null>, bottom: string): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const rect = el.getBoundingClientRect();
      setHeight(Math.ceil(rect.height) + GAP_PX * 2);
      // Toasts sit above the player: publish how far its top edge is from the viewport's bottom.
      setBottomInset('player', window.innerHeight - rect.top);
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      setBottomInset('player', 0);
    };
  }, [ref, bottom]);
  return height;
}

/**
 * Grid layouts. Expanded: video and text, then the controls with the window buttons at their end
 * (so the title keeps the whole width beside the video). Minimised: one row.
 */
const LAYOUTS = {
  expanded:
    'grid-cols-[7rem_minmax(0,1fr)_auto] sm:grid-cols-[9rem_minmax(0,1fr)_auto] [grid-template-areas:"video_info_info"_"seek_seek_seek"_"transport_transport_actions"]',
  // With a notice (an error, or a comment read aloud) the seek bar gives way: nothing is playing.
  expandedNotice:
    'grid-cols-[7rem_minmax(0,1fr)_auto] sm:grid-cols-[9rem_minmax(0,1fr)_auto] [grid-template-areas:"video_info_info"_"transport_transport_actions"_"notice_notice_notice"]',
  // Minimised: one row; the notice is only announced (minimising hides it).
  minimized:
    'grid-cols-[4rem_minmax(0,1fr)_auto_auto] [grid-template-areas:"video_info_transport_actions"]',
} as const;

/**
 * Builds the playback engine (YouTube, and Spotify when connected: docs/decisions/013-spotify.md)
 * into the element of `hostRef` and binds the Media Session, for as long as the panel is mounted.
 */
function usePlaybackEngine(hostRef: RefObject<HTMLDivElement | null>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sources = createPlaybackSources(
      queryClient,
      () => queryClient.getQueryData<SessionUser | null>(SESSION_KEY)?.id ?? null,
      playerStore,
    );
    const engine = createPlaybackEngine({
      store: playerStore,
      createPlayer: (events) => {
        const host = hostRef.current;
        if (!host) return Promise.reject(new Error('The player is not mounted.'));
        return sources.createPlayer(host, events);
      },
      speech: speechQueue(),
      recordPlay: sources.recordPlay,
      playableId: sources.playableId,
    });
    const unbindMediaSession = bindMediaSession(playerStore);
    return () => {
      engine.dispose();
      unbindMediaSession();
    };
  }, [queryClient, hostRef]);
}

/** Space toggles play/pause, unless focus is on a control of its own or the player shows an error. */
function onSpace(event: KeyboardEvent<HTMLElement>, hasError: boolean) {
  if (event.key !== ' ' || event.defaultPrevented) return;
  const target = event.target as HTMLElement;
  if (target.closest('button, a, input, textarea, select, [contenteditable="true"]')) return;
  event.preventDefault();
  if (!hasError) playerActions.togglePlay();
}

/**
 * Whether the song's artwork covers the video box: Spotify and previews have no picture of their
 * own, and nothing is shown while a comment is read, after an error or before the video runs.
 */
function showsPoster(
  player: Pick<PlayerState, 'speaking' | 'error' | 'status'>,
  source: PlaybackSource | null,
): boolean {
  return (
    source === 'spotify' ||
    source === 'preview' ||
    player.speaking ||
    player.error !== null ||
    !['playing', 'paused', 'buffering'].includes(player.status)
  );
}

/** The player itself; `bottom` is its CSS bottom offset. */
export function PlayerPanel({ bottom }: { bottom: string }) {
  const player = usePlayer();
  const panelRef = useRef<HTMLElement>(null);
  const videoHostRef = useRef<HTMLDivElement>(null);
  const spacer = useSpacerHeight(panelRef, bottom);
  const [queueOpen, setQueueOpen] = useState(false);
  const closeQueue = useCallback(() => setQueueOpen(false), []);
  useDismissableQueue(queueOpen, closeQueue, panelRef);

  const source = usePlaybackSource();
  usePlaybackEngine(videoHostRef);

  const track = player.currentTrack!;
  const minimized = player.isMinimized;
  const notice = hasNotice(player);
  const layout = minimized ? LAYOUTS.minimized : notice ? LAYOUTS.expandedNotice : LAYOUTS.expanded;

  return (
    <>
      <div aria-hidden="true" data-testid="player-spacer" style={{ height: spacer }} />
      {/* A media player region: focusable so Space toggles playback from the keyboard (aria-keyshortcuts). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        ref={panelRef}
        aria-label={t('player.region')}
        aria-roledescription={t('player.roleDescription')}
        aria-keyshortcuts="Space"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={(event) => onSpace(event, player.error !== null)}
        data-testid="floating-player"
        data-status={player.status}
        data-source={source ?? undefined}
        style={{ bottom }}
        className={cn(
          'fixed start-2 end-2 z-30 grid items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface/95 p-2.5 text-fg shadow-xl backdrop-blur',
          'sm:end-4 sm:start-auto',
          // A desktop gives the player (and its queue) more room.
          minimized ? 'sm:w-[24rem]' : 'sm:w-[26rem] sm:p-3 lg:w-[30rem]',
          layout,
        )}
      >
        <VideoBox
          hostRef={videoHostRef}
          track={track}
          minimized={minimized}
          showPoster={showsPoster(player, source)}
        />

        <PlayerInfo
          track={track}
          context={player.currentContext}
          compact={minimized}
          preview={source === 'preview'}
        />

        {minimized ? (
          <div className="[grid-area:transport]">
            <PlayPauseButton size="sm" />
          </div>
        ) : (
          <>
            {!notice && <SeekBar />}
            <TransportControls />
          </>
        )}

        <WindowActions
          minimized={minimized}
          queueOpen={queueOpen}
          onToggleQueue={() => setQueueOpen((open) => !open)}
        />

        <PlayerNotice state={player} compact={minimized} />
        {queueOpen && !minimized && <QueuePanel id="player-queue" onClose={closeQueue} />}
      </section>
    </>
  );
}
