/**
 * Hearsay's own Terms (/terms) and Privacy (/privacy) pages, readable signed in or not, in the
 * member's language (decision 047). They describe what this code base actually does; keep them
 * true when it changes (what is stored, cookies and browser storage, outside services, export and
 * deletion).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import { PREFS_COOKIE } from '@common/first-screen';
import { LOCALE_COOKIE } from '@common/i18n/locales';
import { Logo } from '../../../components/ui/logo';
import { t } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalLinks } from './legal-links';
import {
  labelledItem,
  OutsideLink,
  PrivacyExportAndDeletion,
  PrivacyOutsideServices,
  linkClass,
} from './privacy-sections';

const product = { product: PRODUCT_NAME };
/**
 * Names shown as code: the server's session and known-device cookies (set by the auth module,
 * which the client cannot import) and the theme's local-storage key.
 */
const SESSION_COOKIE = 'hearsay_session';
const DEVICE_COOKIE = 'hearsay_device';
const THEME_KEY = 'hearsay-theme';

function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <Link to="/" aria-label={t('legal.home', product)} className="rounded-lg">
            <Logo />
          </Link>
          <nav aria-label={t('legal.nav')} className="flex gap-4 text-sm font-semibold">
            <LegalLinks />
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <article className="space-y-6 leading-relaxed [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-bold [&_li]:ms-5 [&_li]:list-disc [&_p]:text-fg [&_ul]:space-y-1.5">
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          {children}
        </article>
      </main>
    </div>
  );
}

export function TermsPage() {
  return (
    <LegalLayout title={t('legal.terms.title')}>
      <p>{t('legal.terms.intro', product)}</p>
      <h2>{t('legal.terms.account')}</h2>
      <ul>
        <li>{t('legal.terms.account1')}</li>
        <li>{t('legal.terms.account2')}</li>
      </ul>
      <h2>{t('legal.terms.posts')}</h2>
      <ul>
        <li>{t('legal.terms.posts1')}</li>
        <li>{t('legal.terms.posts2', product)}</li>
        <li>{t('legal.terms.posts3')}</li>
        <li>{t('legal.terms.posts4')}</li>
      </ul>
      <h2>{t('legal.terms.music')}</h2>
      <p>
        {tParts(
          'legal.terms.music1',
          {
            link: (
              <OutsideLink href="https://www.youtube.com/t/terms">
                {t('legal.terms.youtubeTerms')}
              </OutsideLink>
            ),
          },
          product,
        )}
      </p>
      <h2>{t('legal.terms.warranty')}</h2>
      <p>{t('legal.terms.warranty1', product)}</p>
      <p>
        {tParts('legal.terms.seeAlso', {
          link: (
            <Link to="/privacy" className={linkClass}>
              {t('legal.privacy.title')}
            </Link>
          ),
        })}
      </p>
    </LegalLayout>
  );
}

export function PrivacyPage() {
  return (
    <LegalLayout title={t('legal.privacy.title')}>
      <p>{t('legal.privacy.intro', product)}</p>
      <h2>{t('legal.privacy.stored')}</h2>
      <ul>
        {labelledItem('legal.privacy.account', 'legal.privacy.accountLabel')}
        {labelledItem('legal.privacy.sessions', 'legal.privacy.sessionsLabel')}
        {labelledItem('legal.privacy.activity', 'legal.privacy.activityLabel')}
        {labelledItem('legal.privacy.feedback', 'legal.privacy.feedbackLabel')}
      </ul>
      <p>{t('legal.privacy.noSale')}</p>
      <h2>{t('legal.privacy.cookies')}</h2>
      <ul>
        <li>{tParts('legal.privacy.cookie1', { name: <code>{SESSION_COOKIE}</code> })}</li>
        <li>{tParts('legal.privacy.cookie2', { name: <code>{THEME_KEY}</code> })}</li>
        <li>{tParts('legal.privacy.cookie3', { name: <code>{DEVICE_COOKIE}</code> })}</li>
        <li>{tParts('legal.privacy.cookie4', { name: <code>{PREFS_COOKIE}</code> })}</li>
        <li>{tParts('legal.privacy.cookie5', { name: <code>{LOCALE_COOKIE}</code> })}</li>
      </ul>
      <PrivacyOutsideServices />
      <PrivacyExportAndDeletion />
      <p>
        {tParts('legal.privacy.seeAlso', {
          link: (
            <Link to="/terms" className={linkClass}>
              {t('legal.terms.title')}
            </Link>
          ),
        })}
      </p>
    </LegalLayout>
  );
}
