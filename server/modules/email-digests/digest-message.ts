/**
 * The digest e-mail: plain text, the unread groups with their links, and the
 * unsubscribe link in the body and in List-Unsubscribe / List-Unsubscribe-Post (RFC 2369, RFC 8058).
 */
import { notificationHref } from '../../../common/notification-text';
import type { NotificationGroup } from '../../../common/schemas/notifications';
import type { EmailMessage } from '../../providers/email/index';
import { serverT, type ServerMessageId } from '../../lib/i18n';
import { notificationWords } from '../../lib/notification-words';

export interface DigestInput {
  to: string;
  displayName: string;
  /** The member's saved language (decision 047); null: English. */
  locale?: string | null;
  frequency: 'daily' | 'weekly';
  /** Unread groups with news since the last digest, newest first. */
  groups: NotificationGroup[];
  /** Unread groups in all (the digest lists at most one page of them). */
  unread: number;
  /** The site's base URL, without a trailing slash. */
  baseUrl: string;
  /** The one-click unsubscribe URL. */
  unsubscribeUrl: string;
}

/** The message for one member. */
export function digestMessage(d: DigestInput): EmailMessage {
  const lines = d.groups.flatMap((g) => {
    const context = g.songTitle ?? g.requestText;
    return [
      `- ${notificationWords(d.locale, g)}${context ? ` — ${context}` : ''}`,
      `  ${d.baseUrl}${notificationHref(g)}`,
    ];
  });
  const more = d.unread - d.groups.length;
  const t = (id: ServerMessageId, values?: Record<string, string | number>) =>
    serverT(d.locale, id, values);
  const text = [
    t('email.digest.greeting', { name: d.displayName }),
    '',
    t('email.digest.intro'),
    '',
    ...lines,
    ...(more > 0 ? ['', t('email.digest.more', { count: more })] : []),
    '',
    t('email.digest.all', { link: `${d.baseUrl}/notifications` }),
    '',
    t('email.digest.why', { frequency: d.frequency, link: `${d.baseUrl}/profile` }),
    t('email.digest.unsubscribe', { link: d.unsubscribeUrl }),
    '',
  ].join('\n');
  return {
    to: d.to,
    subject: t('email.digest.subject', { count: d.unread }),
    text,
    headers: {
      'List-Unsubscribe': `<${d.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
