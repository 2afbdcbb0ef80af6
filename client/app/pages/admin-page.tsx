/**
 * /admin: the Feedback Admin screen (spec 001 §2), then the Reports queue, member accounts, blocked
 * servers and the audit log. Routed outside the sign-in guard so a
 * signed-out visitor reads "Admin Access Required" (spec 001 §2) instead of being bounced to /login;
 * a member sees that the screen is for staff; only staff load the feedback (the API refuses others).
 */
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { isStaffRole } from '@common/constants';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../features/auth/api/session';
import { TwoFactorRequired } from '../../features/account/components/two-factor';
import { lazyNamed } from '../../lib/lazy-named';
import { StaffTexts } from './staff-texts';
import { t } from '../../lib/i18n';

const ReportsAdmin = lazyNamed(
  () => import('../../features/moderation/components/reports-admin'),
  'ReportsAdmin',
);
const FeedbackAdmin = lazyNamed(
  () => import('../../features/feedback/components/feedback-admin'),
  'FeedbackAdmin',
);
const AccountControls = lazyNamed(
  () => import('../../features/account-controls'),
  'AccountControls',
);
const AuditLog = lazyNamed(() => import('../../features/audit-log'), 'AuditLog');
const FederationBlocks = lazyNamed(
  () => import('../../features/federation-blocks'),
  'FederationBlocks',
);

function Notice({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <ShieldAlert className="h-12 w-12 text-accent" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

export function AdminPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label={t('ui.loading')} />;
  if (!user) {
    return (
      <Notice title={t('admin.required')}>
        <p className="mt-2 text-muted">{t('admin.logIn')}</p>
        <Link
          to="/login"
          state={{ from: '/admin' }}
          className={buttonClasses('primary', 'md', 'mt-6')}
        >
          {t('admin.logInButton')}
        </Link>
      </Notice>
    );
  }
  if (!isStaffRole(user.role)) {
    return (
      <Notice title={t('ui.accessDenied')}>
        <p className="mt-2 text-muted">{t('ui.staffOnly', { screen: t('admin.screen') })}</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('ui.backToFeed')}
        </Link>
      </Notice>
    );
  }
  // Staff screens answer only sessions that passed two-factor.
  if (!user.mfaPassed) return <TwoFactorRequired />;
  return (
    <Suspense fallback={<PageSpinner label={t('ui.loading')} />}>
      <StaffTexts>
        <FeedbackAdmin />
        <ReportsAdmin />
        <AccountControls />
        <FederationBlocks />
        <AuditLog />
      </StaffTexts>
    </Suspense>
  );
}
