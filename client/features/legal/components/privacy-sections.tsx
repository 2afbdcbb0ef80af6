/**
 * The longer sections of the Privacy page (what outside services receive; export and deletion) and
 * the pieces the legal pages share: a labelled list item and an outside link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t, type MessageId } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';

export const linkClass = 'font-semibold text-accent underline underline-offset-2';

/** A list item whose bold label ("Account", "Sessions"…) is a placeholder of its sentence `id`. */
export function labelledItem(id: MessageId, label: MessageId): ReactNode {
  return <li key={id}>{tParts(id, { label: <strong>{t(label)}</strong> })}</li>;
}

/** A link to an outside site, saying to screen readers that it opens a new tab. */
export function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={linkClass} href={href} target="_blank" rel="noreferrer noopener">
      {children}
      <span className="sr-only"> {t('legal.newTab')}</span>
    </a>
  );
}

/** Privacy: what YouTube, the song and GIF searches and speech synthesis receive. */
export function PrivacyOutsideServices() {
  return (
    <>
      <h2>{t('legal.privacy.outside')}</h2>
      <ul>
        <li>
          {tParts('legal.privacy.youtube', {
            label: <strong>YouTube</strong>,
            link: (
              <OutsideLink href="https://policies.google.com/privacy">
                {t('legal.privacy.googlePolicy')}
              </OutsideLink>
            ),
          })}
        </li>
        {labelledItem('legal.privacy.search', 'legal.privacy.searchLabel')}
        {labelledItem('legal.privacy.speech', 'legal.privacy.speechLabel')}
      </ul>
    </>
  );
}

/** Privacy: where a member finds their data, downloads it and deletes their account. */
export function PrivacyExportAndDeletion() {
  return (
    <>
      <h2>{t('legal.privacy.export')}</h2>
      <ul>
        <li>
          {tParts('legal.privacy.export1', {
            link: (
              <Link to="/you" className={linkClass}>
                {t('legal.privacy.youLink')}
              </Link>
            ),
          })}
        </li>
        <li>{t('legal.privacy.export2')}</li>
        <li>{t('legal.privacy.export3')}</li>
      </ul>
    </>
  );
}
