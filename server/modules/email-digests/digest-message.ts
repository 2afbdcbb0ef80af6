/**
 * The digest e-mail (issue 33): plain text, the unread groups with their links, and the
 * unsubscribe link in the body and in List-Unsubscribe / List-Unsubscribe-Post (RFC 2369, RFC 8058).
 */
import { notificationHref, notificationText } from '../../../common/notification-text';
import type { NotificationGroup } from '../../../common/schemas/notifications';
import type { EmailMessage } from '../../providers/email/index';

export interface DigestInput {
  to: string;
  displayName: string;
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
      `- ${notificationText(g)}${context ? ` — ${context}` : ''}`,
      `  ${d.baseUrl}${notificationHref(g)}`,
    ];
  });
  const more = d.unread - d.groups.length;
  const period = d.frequency === 'daily' ? 'day' : 'week';
  const text = [
    `Hi ${d.displayName},`,
    '',
    `Here is what you have not read yet on Hearsay:`,
    '',
    ...lines,
    ...(more > 0 ? ['', `…and ${more} more.`] : []),
    '',
    `All your notifications: ${d.baseUrl}/notifications`,
    '',
    `You get this e-mail once a ${period} because you asked for it on your profile (${d.baseUrl}/profile).`,
    `Unsubscribe with one click: ${d.unsubscribeUrl}`,
    '',
  ].join('\n');
  return {
    to: d.to,
    subject:
      d.unread === 1
        ? 'Hearsay: 1 unread notification'
        : `Hearsay: ${d.unread} unread notifications`,
    text,
    headers: {
      'List-Unsubscribe': `<${d.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
