/** Any unknown path (spec 000 §2): a page titled "Page Not Found" with a way home. */
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClasses } from '../components/ui/button';
import { t } from '../lib/i18n';

export function NotFoundPage() {
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-20 text-center">
      <p className="text-6xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-muted">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('ui.backToFeed')}
      </Link>
    </section>
  );
}
