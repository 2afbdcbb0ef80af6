/**
 * /new-request (spec 000 §2 "New request"): a close button back to / and three tabs, TEXT, GIF and
 * SONG (Radix Tabs: arrow keys move between tabs). The genres chosen with "Add Genre Preferences"
 * are shared by the tabs.
 *
 * The draft: each tab's text, the chosen GIF and song, the genres and the open tab are
 * kept while the page is open and across reloads (`lib/request-draft.ts`); the close button asks
 * before it throws a draft away.
 */
import { useState, type MouseEvent } from 'react';
import { AlertDialog, Tabs } from 'radix-ui';
import { X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { dialogPanelClasses } from '../../../components/ui/dialog';
import { TabList } from '../../../components/ui/tab-list';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GifRequestForm } from './gif-request-form';
import { SongRequestForm } from './song-request-form';
import { TextRequestForm } from './text-request-form';
import { hasDraftContent, useRequestDraft, type RequestTab } from '../lib/request-draft';

/** The tabs, in the page's language. */
const tabs = () =>
  [
    { value: 'text', label: t('newRequest.tab.text') },
    { value: 'gif', label: t('newRequest.tab.gif') },
    { value: 'song', label: t('newRequest.tab.song') },
  ] as const;

/** "Discard your draft?" before the close button throws a draft away. */
function DiscardDraftDialog({
  open,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className={cn(dialogPanelClasses, 'w-[calc(100vw-2rem)] max-w-md')}>
          <AlertDialog.Title className="text-lg font-bold">
            {t('newRequest.discardTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            {t('newRequest.discardText')}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary', 'md')}>
              {t('newRequest.keepEditing')}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={() => onDiscard()}>
                {t('newRequest.discard')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function NewRequestPage() {
  useDocumentTitle(t('newRequest.title'));
  const navigate = useNavigate();
  const { draft, update, discard } = useRequestDraft();
  const [confirmClose, setConfirmClose] = useState(false);
  const shared = {
    genres: draft.genres,
    onGenresChange: (genres: typeof draft.genres) => update({ genres }),
  };

  function onClose(event: MouseEvent) {
    if (!hasDraftContent(draft)) return; // nothing to lose: the link goes to / as before
    event.preventDefault();
    setConfirmClose(true);
  }

  return (
    <section aria-labelledby="new-request-title" className="mx-auto max-w-3xl">
      <div className="mb-4 flex items-center justify-between">
        <h1 id="new-request-title" className="text-2xl font-bold">
          {t('newRequest.title')}
        </h1>
        <Link
          to="/"
          aria-label={t('common.close')}
          onClick={onClose}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
      <Tabs.Root value={draft.tab} onValueChange={(tab) => update({ tab: tab as RequestTab })}>
        <TabList
          label={t('newRequest.type')}
          tabs={tabs()}
          className="mb-5 inline-flex gap-1 rounded-full border border-line bg-surface p-1"
          triggerClassName="rounded-full px-5 py-1.5 text-sm font-bold tracking-wider text-muted transition-colors hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg"
        />
        <Tabs.Content value="text">
          <TextRequestForm
            {...shared}
            text={draft.text}
            onTextChange={(text) => update({ text })}
          />
        </Tabs.Content>
        <Tabs.Content value="gif">
          <GifRequestForm
            {...shared}
            text={draft.caption}
            onTextChange={(caption) => update({ caption })}
            gif={draft.gif}
            onGifChange={(gif) => update({ gif })}
          />
        </Tabs.Content>
        <Tabs.Content value="song">
          <SongRequestForm
            {...shared}
            text={draft.note}
            onTextChange={(note) => update({ note })}
            song={draft.song}
            onSongChange={(song) => update({ song })}
          />
        </Tabs.Content>
      </Tabs.Root>
      <DiscardDraftDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        onDiscard={() => {
          discard();
          navigate('/');
        }}
      />
    </section>
  );
}
