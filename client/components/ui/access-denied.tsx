/**
 * "Access denied" for a signed-in member who opens a staff screen: the same
 * explanation /admin gives, instead of a silent trip to the feed. `screen` names the page.
 */
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from './button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { t } from '../../lib/i18n';

export function AccessDenied({ screen }: { screen: string }) {
  useDocumentTitle(t('ui.accessDenied'));
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <ShieldAlert className="h-12 w-12 text-accent" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('ui.accessDenied')}</h1>
      <p className="mt-2 text-muted">{t('ui.staffOnly', { screen })}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('ui.backToFeed')}
      </Link>
    </section>
  );
}
