/** /new-request (spec 000 §2): a close button back to / and the request form. */
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TextRequestForm } from './text-request-form';

export function NewRequestPage() {
  useDocumentTitle('New request');
  return (
    <section aria-labelledby="new-request-title" className="mx-auto max-w-xl">
      <div className="mb-4 flex items-center justify-between">
        <h1 id="new-request-title" className="text-2xl font-bold">
          New request
        </h1>
        <Link to="/" aria-label="Close" className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2">
          <X className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
      <p className="mb-4 inline-block rounded-full bg-accent px-4 py-1.5 text-sm font-bold tracking-wider text-accent-fg">TEXT</p>
      <TextRequestForm />
    </section>
  );
}
