/**
 * One reply of a thread: who wrote it and when, its text with mention links, and the
 * author's Edit (within the edit window) and Delete, or for everyone else the "…" menu with Report
 * and Block, as on answers.
 */
import { useState } from 'react';
import type { Reply } from '@common/schemas/replies';
import { withinEditWindow } from '@common/moderation-text';
import { relativeTime } from '@common/relative-time';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { MemberProfileName } from '../../../components/ui/member-name';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { ModerationMenu } from '../../moderation';
import { useDeleteReply, useEditReply } from '../api/replies-api';
import { ReplyBox } from './reply-box';
import { ReplyText } from './reply-text';

export interface ReplyItemProps {
  reply: Reply;
  requestId: number;
  viewerId: number | undefined;
}

/** The reply's byline: avatar, name, when, and "edited". */
function ReplyByline({ reply, own }: { reply: Reply; own: boolean }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm">
      <Avatar user={reply.user} size="xs" />
      <MemberProfileName user={reply.user} isSelf={own} />
      <span className="shrink-0 text-muted" suppressHydrationWarning>
        · {relativeTime(reply.createdAt)}
      </span>
      {reply.editedAt ? <span className="shrink-0 text-muted">{t('card.edited')}</span> : null}
    </p>
  );
}

/** The author's Edit (within the edit window) and Delete, Delete asking to confirm in place. */
function OwnReplyActions({
  reply,
  del,
  onEdit,
}: {
  reply: Reply;
  del: ReturnType<typeof useDeleteReply>;
  onEdit: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <>
      <span className="text-sm">{t('reply.deleteConfirm')}</span>
      <Button
        variant="danger"
        size="sm"
        disabled={del.isPending}
        onClick={() => del.mutate(reply.id, { onSettled: () => setConfirming(false) })}
      >
        {t('reply.delete')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
        {t('reply.keep')}
      </Button>
    </>
  ) : (
    <>
      {withinEditWindow(reply.createdAt) && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onEdit()}
          aria-label={t('reply.editLabel')}
        >
          {t('reply.edit')}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t('reply.deleteLabel')}
      >
        {t('reply.delete')}
      </Button>
    </>
  );
}

export function ReplyItem({ reply, requestId, viewerId }: ReplyItemProps) {
  const own = reply.user.id === viewerId;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(reply.body);
  const edit = useEditReply(reply.responseId, requestId);
  const del = useDeleteReply(reply.responseId, requestId);
  return (
    <li id={`reply-${reply.id}`} data-testid="reply" className="rounded-xl bg-surface-2 px-3 py-2">
      {reply.hidden && (
        <p className="text-xs font-bold tracking-wider text-danger uppercase">
          {t('common.hiddenFromMembers')}
        </p>
      )}
      <ReplyByline reply={reply} own={own} />
      {editing ? (
        <div className="mt-2">
          <ReplyBox
            requestId={requestId}
            label={t('reply.editLabel')}
            value={draft}
            onChange={setDraft}
            submitLabel={t('reply.save')}
            pending={edit.isPending}
            error={edit.isError ? errorText(edit.error, 'reply.saveFailed') : null}
            focusOnMount
            onCancel={() => {
              setEditing(false);
              setDraft(reply.body);
              edit.reset();
            }}
            onSubmit={() =>
              edit.mutate({ id: reply.id, body: draft }, { onSuccess: () => setEditing(false) })
            }
          />
        </div>
      ) : (
        <p dir="auto" className="mt-1 break-words whitespace-pre-line">
          <ReplyText reply={reply} />
        </p>
      )}
      {!editing && (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-1">
          {own ? (
            <OwnReplyActions reply={reply} del={del} onEdit={() => setEditing(true)} />
          ) : (
            <ModerationMenu
              label={t('reply.moreActions', { name: reply.user.displayName })}
              targetType="reply"
              targetId={reply.id}
              member={reply.user}
            />
          )}
          {del.isError && (
            <p role="alert" className="w-full text-end text-sm text-danger">
              {errorText(del.error, 'reply.deleteFailed')}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
