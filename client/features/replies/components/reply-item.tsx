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
import { errorMessage } from '../../../lib/api';
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
      {reply.editedAt ? <span className="shrink-0 text-muted">· edited</span> : null}
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
      <span className="text-sm">Delete this reply?</span>
      <Button
        variant="danger"
        size="sm"
        disabled={del.isPending}
        onClick={() => del.mutate(reply.id, { onSettled: () => setConfirming(false) })}
      >
        Delete
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </>
  ) : (
    <>
      {withinEditWindow(reply.createdAt) && (
        <Button variant="ghost" size="sm" onClick={() => onEdit()} aria-label="Edit your reply">
          Edit
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label="Delete your reply"
      >
        Delete
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
          Hidden from members
        </p>
      )}
      <ReplyByline reply={reply} own={own} />
      {editing ? (
        <div className="mt-2">
          <ReplyBox
            requestId={requestId}
            label="Edit your reply"
            value={draft}
            onChange={setDraft}
            submitLabel="Save"
            pending={edit.isPending}
            error={
              edit.isError
                ? errorMessage(edit.error, 'Could not save the reply. Please try again.')
                : null
            }
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
              label={`More actions for ${reply.user.displayName}'s reply`}
              targetType="reply"
              targetId={reply.id}
              member={reply.user}
            />
          )}
          {del.isError && (
            <p role="alert" className="w-full text-right text-sm text-danger">
              {errorMessage(del.error, 'Could not delete the reply. Please try again.')}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
