/**
 * Sharing a request's link: the Web Share API where the browser has it (phones, some
 * desktops), else the clipboard. Pure over the `nav` it is given, so tests pass fakes.
 *
 * Returns what happened: 'shared' (the share sheet completed), 'cancelled' (the member closed
 * it: say nothing), 'copied' (the link is on the clipboard), 'failed' (neither worked).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTarget {
  title: string;
  text?: string;
  url: string;
}

type ShareNavigator = Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share' | 'canShare'>>;

export async function shareLink(
  target: ShareTarget,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  if (
    typeof nav.share === 'function' &&
    (typeof nav.canShare !== 'function' || nav.canShare(target))
  ) {
    try {
      await nav.share(target);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user activation) or a broken share target: fall back to copying.
    }
  }
  try {
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The absolute URL of request `id` on this site (`origin` e.g. "https://hearsay.example"). */
export function requestUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}/requests/${id}`;
}
