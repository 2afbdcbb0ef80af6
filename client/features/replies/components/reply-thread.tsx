/**
 * The replies under one answer: a "Reply" / "N replies" toggle that opens the thread —
 * its replies oldest first with "Show more replies", loading, empty and error states — and a
 * labelled box to reply. The count is the answers list's, which counts the replies this viewer's
 * thread lists (blocks and staff hiding applied on the server).
 */
import { useId, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import type { ResponseItem } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useSessionDraft } from '../../../lib/use-session-draft';
import { useWriteState } from '../../../lib/write-queue';
import { useCreateReply, useReplies } from '../api/replies-api';
import { ReplyBox } from './reply-box';
import { ReplyItem } from './reply-item';

/** "Reply" without replies, else "1 reply" / "N replies". */
export function replyToggleLabel(count: number): string {
  return t('reply.toggle', { count });
}

export interface ReplyThreadProps {
  response: Pick<ResponseItem, 'id' | 'requestId' | 'replies' | 'user'>;
  viewerId: number | undefined;
}

/** The thread's replies with their loading, error and empty states and "Show more replies". */
function ThreadReplies({
  replies,
  requestId,
  viewerId,
}: {
  replies: ReturnType<typeof useReplies>;
  requestId: number;
  viewerId: number | undefined;
}) {
  const list = replies.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      {replies.isPending && <Spinner label={t('reply.loading')} showLabel />}
      {replies.isError && (
        <ErrorState message={t('reply.loadFailed')} onRetry={() => void replies.refetch()} />
      )}
      {replies.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted">{t('reply.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="space-y-2" aria-label={t('reply.list')}>
          {list.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} requestId={requestId} viewerId={viewerId} />
          ))}
        </ul>
      )}
      {replies.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={replies.isFetchingNextPage}
          onClick={() => void replies.fetchNextPage()}
        >
          {replies.isFetchingNextPage ? t('reply.loadingMore') : t('reply.showMore')}
        </Button>
      )}
    </>
  );
}

export function ReplyThread({ response, viewerId }: ReplyThreadProps) {
  const [draft, setDraft] = useSessionDraft(`reply:${response.id}`);
  // Until toggled, a draft kept from before a reload or a new sign-in shows its thread open.
  const [toggled, setOpen] = useState<boolean | null>(null);
  const open = toggled ?? draft !== '';
  const regionId = useId();
  const replies = useReplies(response.id, open);
  const create = useCreateReply(response.id, response.requestId);
  const write = useWriteState(create, t('reply.sendFailed'));
  const total = replies.data?.pages[0]?.total ?? response.replies ?? 0;
  return (
    <div className="mt-3 border-t border-line pt-2">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        data-testid="reply-toggle"
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {replyToggleLabel(total)}
      </Button>
      {open && (
        <div
          id={regionId}
          role="region"
          aria-label={t('reply.region', { name: response.user.displayName })}
          className="mt-2 space-y-3"
        >
          <ThreadReplies replies={replies} requestId={response.requestId} viewerId={viewerId} />
          {viewerId !== undefined && (
            <ReplyBox
              requestId={response.requestId}
              label={t('reply.yours')}
              value={draft}
              onChange={setDraft}
              submitLabel={t('reply.send')}
              pending={write.phase === 'sending'}
              write={write}
              focusOnMount={total === 0}
              onSubmit={() => create.mutate(draft, { onSuccess: () => setDraft('') })}
            />
          )}
        </div>
      )}
    </div>
  );
}
