/**
 * /new-request (spec 000 §2 "New request"): a close button back to / and three tabs, TEXT, GIF and
 * SONG (Radix Tabs: arrow keys move between tabs). The genres chosen with "Add Genre Preferences"
 * are shared by the tabs.
 */
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import type { GenreRef } from '@common/schemas';
import { TabList } from '../../../components/ui/tab-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GifRequestForm } from './gif-request-form';
import { SongRequestForm } from './song-request-form';
import { TextRequestForm } from './text-request-form';

const TABS = [
  { value: 'text', label: 'TEXT' },
  { value: 'gif', label: 'GIF' },
  { value: 'song', label: 'SONG' },
] as const;

export function NewRequestPage() {
  useDocumentTitle('New request');
  const [genres, setGenres] = useState<GenreRef[]>([]);
  const formProps = { genres, onGenresChange: setGenres };
  return (
    <section aria-labelledby="new-request-title" className="mx-auto max-w-3xl">
      <div className="mb-4 flex items-center justify-between">
        <h1 id="new-request-title" className="text-2xl font-bold">
          New request
        </h1>
        <Link to="/" aria-label="Close" className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2">
          <X className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
      <Tabs.Root defaultValue="text">
        <TabList
          label="Request type"
          tabs={TABS}
          className="mb-5 inline-flex gap-1 rounded-full border border-line bg-surface p-1"
          triggerClassName="rounded-full px-5 py-1.5 text-sm font-bold tracking-wider text-muted transition-colors hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg"
        />
        <Tabs.Content value="text">
          <TextRequestForm {...formProps} />
        </Tabs.Content>
        <Tabs.Content value="gif">
          <GifRequestForm {...formProps} />
        </Tabs.Content>
        <Tabs.Content value="song">
          <SongRequestForm {...formProps} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
