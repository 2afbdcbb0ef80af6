/**
 * Blocking: Block/Unblock in the "…" menu of a member's profile and answers,
 * and the "Blocked members" list on /profile with an Unblock button per member. Toasts on success;
 * errors as toasts with the server's message.
 */
import { Ban } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { OverflowMenuItem } from '../../../components/ui/overflow-menu';
import { ProfileCard, ProfileCardQuery } from '../../../components/ui/profile-card';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useBlocks, useSetBlock } from '../api/moderation-api';

/** The menu item that blocks `member`, or "Unblock {name}" when the viewer already blocks them. */
export function BlockMenuItem({ member }: { member: { id: number; displayName: string } }) {
  const blocks = useBlocks();
  const set = useSetBlock(member.id);
  const blocked = blocks.data?.data.some((m) => m.id === member.id) ?? false;
  function onSelect() {
    // The item unmounts as the menu closes, which drops mutate()'s own callbacks: the promise still settles.
    set.mutateAsync(!blocked).then(
      () =>
        toast({
          title: blocked ? `${member.displayName} unblocked` : `${member.displayName} blocked`,
          description: blocked ? undefined : "You won't see their requests or answers.",
          variant: 'success',
        }),
      (err: unknown) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        }),
    );
  }
  return (
    <OverflowMenuItem icon={Ban} onSelect={onSelect} disabled={blocks.isPending || set.isPending}>
      {blocked ? 'Unblock' : 'Block'} {member.displayName}
    </OverflowMenuItem>
  );
}

function UnblockButton({ member }: { member: { id: number; displayName: string } }) {
  const set = useSetBlock(member.id);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Unblock ${member.displayName}`}
      disabled={set.isPending}
      onClick={() =>
        set.mutate(false, {
          onSuccess: () => toast({ title: `${member.displayName} unblocked`, variant: 'success' }),
          onError: (err) =>
            toast({
              title: 'Error',
              description: errorMessage(err, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      Unblock
    </Button>
  );
}

/** The "Blocked members" card of /profile. */
export function BlockedMembersSection() {
  const blocks = useBlocks();
  return (
    <ProfileCard headingId="blocked-members" title="Blocked members">
      <ProfileCardQuery query={blocks} errorMessage="Failed to load blocked members.">
        {({ data: members }) =>
          members.length === 0 ? (
            <p className="mt-3 text-muted">You haven't blocked anyone.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line" aria-label="Blocked members">
              {members.map((m) => (
                <li key={m.id} className="flex items-center gap-3 py-2">
                  <Avatar user={m} size="xs" />
                  <span className="min-w-0 flex-1 truncate font-semibold">
                    <span dir="auto">{m.displayName}</span>{' '}
                    <span className="text-sm font-normal text-muted">@{m.slug}</span>
                  </span>
                  <UnblockButton member={m} />
                </li>
              ))}
            </ul>
          )
        }
      </ProfileCardQuery>
    </ProfileCard>
  );
}
