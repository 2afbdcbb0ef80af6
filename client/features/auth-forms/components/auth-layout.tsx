/**
 * Frame of the sign-in and sign-up screens: logo, tagline, card, badge and footer links (spec 000 §2).
 * Terms and Privacy are Hearsay's own pages; the "Developed with YouTube" badge stays.
 */
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@common/constants';
import { t } from '../../../lib/i18n';
import { Logo } from '../../../components/ui/logo';
import { LegalLinks } from '../../legal';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <Logo size="lg" />
          <p className="mt-3 text-muted">{t('auth.tagline')}</p>
        </div>
        <section
          aria-labelledby="auth-title"
          className="rounded-3xl border border-line bg-surface p-6 shadow-sm"
        >
          <h1 id="auth-title" className="mb-5 text-xl font-bold">
            {title}
          </h1>
          {children}
        </section>
        <p className="mt-6 flex justify-center">
          <span className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-muted">
            {t('auth.developedWith')}
            <span className="inline-flex items-center gap-1 font-bold text-fg">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
                <rect x="1" y="4" width="22" height="16" rx="5" fill="#dc2626" />
                <path d="M10 8.5v7l6-3.5z" fill="#fff" />
              </svg>
              YouTube
            </span>
          </span>
        </p>
        <footer className="mt-6 flex justify-center gap-4 text-xs text-muted">
          <LegalLinks />
          <span>© {PRODUCT_NAME}</span>
        </footer>
      </div>
    </main>
  );
}
