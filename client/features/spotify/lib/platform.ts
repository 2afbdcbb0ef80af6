/**
 * Where the Web Playback SDK can play: desktop browsers only (Spotify's SDK does not support
 * mobile browsers). Detected from User-Agent Client Hints where available, else the user agent.
 */
export function isMobileBrowser(
  nav: Pick<Navigator, 'userAgent'> & { userAgentData?: { mobile?: boolean } } = navigator,
): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini|IEMobile/i.test(nav.userAgent);
}
