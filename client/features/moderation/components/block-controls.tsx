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
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useBlocks, useSetBlock } from '../api/moderation-api';
import { t } from '../../../lib/i18n';

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
          title: blocked
            ? t('block.unblocked', { name: member.displayName })
            : t('block.blocked', { name: member.displayName }),
          description: blocked ? undefined : t('block.blockedText'),
          variant: 'success',
        }),
      (err: unknown) =>
        toast({
          title: t('block.error'),
          description: errorText(err, 'block.tryAgain'),
          variant: 'destructive',
        }),
    );
  }
  return (
    <OverflowMenuItem icon={Ban} onSelect={onSelect} disabled={blocks.isPending || set.isPending}>
      {blocked
        ? t('block.unblockName', { name: member.displayName })
        : t('block.block', { name: member.displayName })}
    </OverflowMenuItem>
  );
}

function UnblockButton({ member }: { member: { id: number; displayName: string } }) {
  const set = useSetBlock(member.id);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('block.unblockName', { name: member.displayName })}
      disabled={set.isPending}
      onClick={() =>
        set.mutate(false, {
          onSuccess: () =>
            toast({
              title: t('block.unblocked', { name: member.displayName }),
              variant: 'success',
            }),
          onError: (err) =>
            toast({
              title: t('block.error'),
              description: errorText(err, 'block.tryAgain'),
              variant: 'destructive',
            }),
        })
      }
    >
      {t('block.unblock')}
    </Button>
  );
}

/** The "Blocked members" card of /profile. */
export function BlockedMembersSection() {
  const blocks = useBlocks();
  return (
    <ProfileCard headingId="blocked-members" title={t('block.section')}>
      <ProfileCardQuery query={blocks} errorMessage={t('block.loadFailed')}>
        {({ data: members }) =>
          members.length === 0 ? (
            <p className="mt-3 text-muted">{t('block.none')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-line" aria-label={t('block.section')}>
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
