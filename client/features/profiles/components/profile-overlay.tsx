/**
 * /profile/{slug} (spec 000 §2 "Profiles"): a member's public profile as a full-screen modal
 * overlay, closed by Escape or the close button; closing goes back in history (or to / when the
 * profile was opened directly). Tabs Requests and Recs with "No requests yet" and
 * "No recommendations yet".
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog, Tabs } from 'radix-ui';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { DialogCloseButton } from '../../../components/ui/dialog';
import { SectionSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { currentLocale, t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { ModerationMenu } from '../../moderation';
import { useProfileBySlug } from '../api/profiles-api';
import { RecommendationList } from './recommendation-list';
import { UserRequestList } from './user-request-list';
import { TasteSummary } from './taste-summary';
import { FollowMemberButton } from './follow-member-button';
import { ErrorState } from '../../../components/ui/error-state';

const tabClasses = cn(
  'relative flex-1 rounded-t-lg px-4 py-3 text-sm font-bold tracking-wider text-muted transition-colors hover:text-fg sm:flex-none',
  'data-[state=active]:text-fg data-[state=active]:after:absolute data-[state=active]:after:inset-x-3 data-[state=active]:after:bottom-0',
  'data-[state=active]:after:h-0.5 data-[state=active]:after:rounded-full data-[state=active]:after:bg-accent',
);

/** Goes back in history, or to / when this page is the first entry of the tab. */
export function useCloseToPrevious() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // React Router gives the first history entry of a tab the key "default".
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
  };
}

type Profile = NonNullable<ReturnType<typeof useProfileBySlug>['data']>;

/** "March 2025" in the page's language. */
function joinedText(createdAt: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { month: 'long', year: 'numeric' }).format(
    new Date(createdAt),
  );
}

function ProfileStat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="text-xl font-extrabold">{value}</dd>
    </div>
  );
}

/**
 * A member of another server (decision 058): their server as a badge, and a link to their profile
 * there. Replaces the join date, which would be when this server first heard of them.
 */
function RemoteServer({ server, url }: { server: string; url: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center justify-center gap-2 text-sm">
      <span className="rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
        {t('profile.remote.server', { server })}
      </span>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-semibold underline underline-offset-2"
      >
        {t('profile.remote.view')}
      </a>
    </p>
  );
}

/** Avatar, name, @handle, join date (or server), Follow, the four counts and the taste summary. */
function ProfileAbout({ profile: p, viewerId }: { profile: Profile; viewerId?: number }) {
  const isSelf = p.id === viewerId;
  return (
    <section aria-label={t('profile.about')} className="flex flex-col items-center text-center">
      <Avatar user={p} size="lg" />
      <p dir="auto" className="mt-3 text-2xl font-extrabold tracking-tight">
        {p.displayName}
      </p>
      <p className="text-sm font-semibold text-muted" data-testid="member-handle">
        @{p.slug}
      </p>
      {p.remote ? (
        <RemoteServer server={p.remote.server} url={p.remote.url} />
      ) : (
        <p className="mt-1 text-sm text-muted">
          {t(isSelf ? 'profile.youJoined' : 'profile.joined', { date: joinedText(p.createdAt) })}
        </p>
      )}
      {viewerId !== undefined && !isSelf && (
        <div className="mt-3">
          <FollowMemberButton member={p} />
        </div>
      )}
      <dl className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-3 sm:gap-x-6 text-center">
        <ProfileStat label={t('profile.stat.requests')} value={p.requestCount} />
        <ProfileStat label={t('profile.stat.recs')} value={p.responseCount} />
        <ProfileStat label={t('profile.stat.followers')} value={p.followerCount} />
        <ProfileStat label={t('profile.stat.following')} value={p.followingCount} />
      </dl>
      <TasteSummary userId={p.id} displayName={p.displayName} isSelf={isSelf} />
    </section>
  );
}

/** The Requests and Recs tabs of a profile. */
function ProfileTabs({ userId }: { userId: number }) {
  const [tab, setTab] = useState('requests');
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
      <Tabs.List aria-label={t('profile.sections')} className="flex border-b border-line">
        <Tabs.Trigger value="requests" className={tabClasses}>
          {t('profile.stat.requests')}
        </Tabs.Trigger>
        <Tabs.Trigger value="recs" className={tabClasses}>
          {t('profile.stat.recs')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="requests" className="rounded-lg pt-4">
        <UserRequestList
          userId={userId}
          empty={
            <p className="py-12 text-center text-lg font-semibold text-muted">
              {t('profile.noRequests')}
            </p>
          }
        />
      </Tabs.Content>
      <Tabs.Content value="recs" className="rounded-lg pt-4">
        <RecommendationList userId={userId} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ProfileOverlayHeader({
  profile: p,
  viewerId,
  notFound,
}: {
  profile: Profile | undefined;
  viewerId?: number;
  notFound: boolean;
}) {
  return (
    <header className="border-b border-line bg-surface pt-[env(safe-area-inset-top)]">
      <div className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-4 py-2">
        <Dialog.Title className="truncate text-base font-bold">
          {p ? p.displayName : notFound ? t('profile.notFound') : t('profile.title')}
        </Dialog.Title>
        <div className="flex shrink-0 items-center gap-1">
          {/* Report and Block sit in the "…" menu, beside Close as in other apps. */}
          {p && viewerId !== undefined && p.id !== viewerId && (
            <ModerationMenu
              label={t('profile.moreActions', { name: p.displayName })}
              targetType="member"
              targetId={p.id}
              member={p}
            />
          )}
          <DialogCloseButton label={t('profile.close')} className="-mr-2 shrink-0" />
        </div>
      </div>
    </header>
  );
}

export function ProfileOverlay({ slug }: { slug: string }) {
  const { user } = useSession();
  const profile = useProfileBySlug(slug);
  const close = useCloseToPrevious();
  const p = profile.data;
  const navigate = useNavigate();
  // An old handle was redirected to the member's current one (decision 045): show that address.
  useEffect(() => {
    if (p && p.slug !== slug) void navigate(`/profile/${p.slug}`, { replace: true });
  }, [p, slug, navigate]);
  const notFound = isApiError(profile.error, 'not_found', 'validation_error', 'bad_request');
  useDocumentTitle(p ? p.displayName : notFound ? t('profile.pageNotFound') : t('profile.title'));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          // Focus the overlay itself, not its first button: the member reads before acting, and
          // Tab still reaches the close button first.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-bg text-fg outline-none"
          data-testid="profile-overlay"
        >
          <ProfileOverlayHeader profile={p} viewerId={user?.id} notFound={notFound} />
          <div className="flex-1 overflow-y-auto overscroll-contain">
            <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16">
              {profile.isPending && (
                <SectionSpinner label={t('profile.loading')} className="py-16" />
              )}
              {profile.isError &&
                (notFound ? (
                  <div className="py-16 text-center">
                    <p className="text-lg font-semibold">{t('profile.doesNotExist')}</p>
                    <Button variant="outline" className="mt-4" onClick={close}>
                      {t('profile.goBack')}
                    </Button>
                  </div>
                ) : (
                  <ErrorState
                    message={t('profile.loadFailed')}
                    onRetry={() => void profile.refetch()}
                  />
                ))}
              {p && (
                <>
                  <ProfileAbout profile={p} viewerId={user?.id} />
                  <ProfileTabs userId={p.id} />
                </>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
