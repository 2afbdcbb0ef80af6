/** Texts of the account e-mails (issue 11). Links are built from PUBLIC_URL, never from the request. */
import type { Config } from '../../config';
import type { EmailMessage } from '../../providers/email/index';

/** The public base URL without a trailing slash. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export function verificationEmail(
  base: string,
  to: string,
  displayName: string,
  token: string,
): EmailMessage {
  const link = `${base}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your email address for Hearsay',
    text: `Hi ${displayName},\n\nConfirm that this is your email address by opening this link within 24 hours:\n\n${link}\n\nIf you did not sign up for Hearsay, ignore this message.\n`,
  };
}

export function signUpAttemptEmail(base: string, to: string): EmailMessage {
  return {
    to,
    subject: 'Someone tried to sign up for Hearsay with your email',
    text: `Someone (maybe you) tried to create a Hearsay account with this email address, which already has an account.\n\nIf it was you, sign in at ${base}/login, or reset your password at ${base}/forgot-password.\n\nIf it was not you, you can ignore this message: nothing was changed.\n`,
  };
}

export function resetEmail(base: string, to: string, token: string): EmailMessage {
  const link = `${base}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Hearsay password',
    text: `Someone (maybe you) asked to reset the password of your Hearsay account.\n\nChoose a new password within 1 hour with this link (it works once):\n\n${link}\n\nIf you did not ask, ignore this message: your password stays the same.\n`,
  };
}

/** After the first verification from a browser without the account's session (issue 35 item 1). */
export function takenBackEmail(base: string, to: string, token: string): EmailMessage {
  const link = `${base}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Choose a password for your Hearsay account',
    text: `Your email address is now confirmed.\n\nThe account was created before you confirmed it, possibly by someone else, so we removed its password, its two-factor settings and every signed-in session. Choose your own password within 1 hour with this link (it works once):\n\n${link}\n\nAfter that you can ask for a new link at ${base}/forgot-password.\n`,
  };
}

/** To the owner of an account whose sign-ins were stopped after many failures (issue 35 item 6). */
export function unlockEmail(base: string, to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Sign-ins to your Hearsay account were paused',
    text: `Someone tried many wrong passwords for your Hearsay account, so sign-ins to it are paused for up to an hour.\n\nIf you want to sign in now, open this link within 1 hour: it lifts the pause and lets this browser sign in with your password.\n\n${link}\n\nIf the attempts were not yours, your password held. You may still want to choose a new one at ${base}/forgot-password.\n`,
  };
}

/** "2026-11-27 09:40 UTC"-style time for e-mails (UTC: the server does not know the reader's zone). */
function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** To the owner after a sign-in from a browser that had not signed in to the account before (issue 35 item 9). */
export function newDeviceEmail(
  base: string,
  to: string,
  signIn: { at: Date; ip: string; device: string },
): EmailMessage {
  return {
    to,
    subject: 'New sign-in to your Hearsay account',
    text: `Your Hearsay account was just signed in to from a browser it had not been used from before.\n\nWhen: ${utcTime(signIn.at)}\nAddress: ${signIn.ip}\nBrowser: ${signIn.device}\n\nIf this was you, there is nothing to do.\n\nIf it was not you, change your password now at ${base}/profile and sign out everywhere else there, or reset it at ${base}/forgot-password, which signs every browser out.\n`,
  };
}
