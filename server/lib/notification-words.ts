/**
 * What a notification says in a member's language (decision 047), for pushes and the digest's
 * lines: the bell's words (common/notification-message.ts) formatted with the server's catalogues.
 */
import {
  notificationMessage,
  type NotificationWordsInput,
} from '../../common/notification-message';
import { serverT } from './i18n';

/** The words of group `g` in `locale` (the recipient's saved language; none: English). */
export function notificationWords(
  locale: string | null | undefined,
  g: NotificationWordsInput,
): string {
  const { id, values } = notificationMessage(g, {
    verdict: (verdict) => serverT(locale, `verdict.${verdict}`),
    reason: (reason) => serverT(locale, `report.reason.${reason}`),
  });
  return serverT(locale, id, values);
}
