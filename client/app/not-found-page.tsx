/** Any unknown path (spec 000 §2): a page titled "Page Not Found" with a way home. */
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClasses } from '../components/ui/button';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-20 text-center">
      <p className="text-6xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-muted">That page doesn&apos;t exist, or it moved.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to the feed
      </Link>
    </section>
  );
}
