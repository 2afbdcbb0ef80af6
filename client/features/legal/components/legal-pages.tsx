/**
 * Hearsay's own Terms (/terms) and Privacy (/privacy) pages, readable signed in or not.
 * They describe what this code base actually does; keep them true when it changes (what is stored,
 * cookies and browser storage, outside services, export and deletion).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import { Logo } from '../../../components/ui/logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalLinks } from './legal-links';

function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded-lg">
            <Logo />
          </Link>
          <nav aria-label="Legal" className="flex gap-4 text-sm font-semibold">
            <LegalLinks />
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <article className="space-y-6 leading-relaxed [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-fg [&_ul]:space-y-1.5">
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          {children}
        </article>
      </main>
    </div>
  );
}

export function TermsPage() {
  return (
    <LegalLayout title="Terms">
      <p>
        {PRODUCT_NAME} is a place to ask for music recommendations and to answer other people&apos;s
        requests with songs. By creating an account you agree to these terms.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>
          Give a working e-mail address and keep your password to yourself. You are responsible for
          what is posted from your account.
        </li>
        <li>
          Your display name, your @handle, your picture, your requests, recommendations and comments
          are visible to every member.
        </li>
      </ul>
      <h2>What you post</h2>
      <ul>
        <li>
          Post requests, recommendations and comments in good faith: no harassment, hate, spam or
          anything unlawful.
        </li>
        <li>
          You keep the rights to what you write; you allow {PRODUCT_NAME} to show it to members and
          to keep it as long as your account exists.
        </li>
        <li>Only upload a profile picture you have the right to use.</li>
        <li>
          Staff may remove content or accounts that break these terms; report problems with the
          feedback button in the header.
        </li>
      </ul>
      <h2>Music and videos</h2>
      <p>
        Songs play through the YouTube embedded player. Watching them is subject to the{' '}
        <a
          className="font-semibold text-accent underline underline-offset-2"
          href="https://www.youtube.com/t/terms"
          target="_blank"
          rel="noreferrer noopener"
        >
          YouTube Terms of Service<span className="sr-only"> (opens in a new tab)</span>
        </a>
        . {PRODUCT_NAME} does not host any audio or video.
      </p>
      <h2>No warranty</h2>
      <p>
        {PRODUCT_NAME} is provided as is, without any guarantee that it is available or free of
        errors.
      </p>
      <p>
        See also the{' '}
        <Link to="/privacy" className="font-semibold text-accent underline underline-offset-2">
          Privacy
        </Link>{' '}
        page.
      </p>
    </LegalLayout>
  );
}

/** Privacy: what YouTube, the song and GIF searches and speech synthesis receive. */
function PrivacyOutsideServices() {
  return (
    <>
      <h2>Outside services</h2>
      <ul>
        <li>
          <strong>YouTube</strong>: when you press play, your browser loads the YouTube embedded
          player from the privacy-enhanced host youtube-nocookie.com; YouTube then receives your IP
          address and what you play. Song thumbnails load from YouTube&apos;s image servers. See the{' '}
          <a
            className="font-semibold text-accent underline underline-offset-2"
            href="https://policies.google.com/privacy"
            target="_blank"
            rel="noreferrer noopener"
          >
            Google Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </li>
        <li>
          <strong>Song and GIF search</strong>: when the operator has configured them, searches are
          sent from our server to the YouTube Data API, GIPHY or Tenor (your account is not sent);
          GIF images then load from their servers.
        </li>
        <li>
          <strong>Spoken comments</strong> use your browser&apos;s own speech synthesis.
        </li>
      </ul>
    </>
  );
}

/** Privacy: where a member finds their data, downloads it and deletes their account. */
function PrivacyExportAndDeletion() {
  return (
    <>
      <h2>Export and deletion</h2>
      <ul>
        <li>
          Your requests, recommendations, saved songs and activity are on your{' '}
          <Link to="/you" className="font-semibold text-accent underline underline-offset-2">
            You
          </Link>{' '}
          page.
        </li>
        <li>
          To get a copy of everything stored about you, use “Download your data” on your profile
          page: one file with your profile, genres, requests, recommendations, co-signs, replies,
          verdicts, upvotes, saves, plays, feedback, followed requests, blocked members, reports,
          watched genres and notification settings.
        </li>
        <li>
          To delete your account, use “Delete account” on your profile page and confirm with your
          password. Your e-mail, name, picture, sessions, genres, upvotes, saves and replies are
          removed at once; your requests and recommendations stay, credited to “Deleted account”,
          unless you tick the box to remove them too.
        </li>
      </ul>
    </>
  );
}

export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy">
      <p>
        This page says what {PRODUCT_NAME} stores about you, why, and how to get it or have it
        deleted.
      </p>
      <h2>What we store, and why</h2>
      <ul>
        <li>
          <strong>Account</strong>: e-mail address (to sign you in), display name and @handle (to
          show who wrote what), a hash of your password (never the password itself), your role and,
          if you upload one, a resized copy of your profile picture.
        </li>
        <li>
          <strong>Sessions</strong>: a hash of your session token and when it expires, so you stay
          signed in.
        </li>
        <li>
          <strong>What you do</strong>: your favourite genres (to rank your feed), requests,
          recommendations and comments, upvotes, saved songs and plays of recommendations (to show
          counts and your activity).
        </li>
        <li>
          <strong>Feedback</strong> you send, with the page it was sent from, so staff can fix what
          you report.
        </li>
      </ul>
      <p>We do not sell your data or show ads, and page views are not sent anywhere.</p>
      <h2>Cookies and browser storage</h2>
      <ul>
        <li>
          <code>hearsay_session</code>: one strictly necessary cookie holding your session token
          (HTTP-only, same-site). Signing out deletes it.
        </li>
        <li>
          <code>hearsay-theme</code> in your browser&apos;s local storage remembers light or dark
          theme.
        </li>
      </ul>
      <PrivacyOutsideServices />
      <PrivacyExportAndDeletion />
      <p>
        See also the{' '}
        <Link to="/terms" className="font-semibold text-accent underline underline-offset-2">
          Terms
        </Link>
        .
      </p>
    </LegalLayout>
  );
}
