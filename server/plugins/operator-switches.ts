/**
 * The operator security switches of docs/decisions/049-operator-security-switches.md, as pure
 * checks keyed by route name; the access policy hook (access.ts) applies them, so each rule lives
 * in one place and not in the services it guards.
 *
 * - REQUIRE_VERIFIED_EMAIL_TO_POST: posting routes refuse members whose e-mail is not verified.
 * - REQUIRE_TWO_FACTOR: members in scope without a second factor may only use the routes that let
 *   them enrol or leave.
 */
import type { ApiRouteName } from '../../common/api-routes';
import type { Role } from '../../common/constants';
import type { Config } from '../config';
import { HttpError } from '../lib/http-errors';

/** What the switches read of the configuration. */
export type SwitchSettings = Pick<Config, 'REQUIRE_VERIFIED_EMAIL_TO_POST' | 'REQUIRE_TWO_FACTOR'>;

/** What the switches read of the signed-in member. */
export interface SwitchUser {
  role: Role;
  emailVerifiedAt: Date | null;
  totpEnabledAt: Date | null;
  hasSecurityKey: boolean;
}

/** Routes that publish something of the member's: a request, an answer, a co-sign, a reply. */
export const POSTING_ROUTES: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>([
  'postRequests',
  'postRequestResponses',
  'postResponseCosigns',
  'postResponseReplies',
]);

/**
 * Routes a member who must enrol a second factor can still use: who am I, sign out, TOTP set-up,
 * security-key registration, and taking their data or leaving (never hold an account hostage).
 */
export const TWO_FACTOR_ENROLMENT_ROUTES: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>([
  'getAuthMe',
  'postAuthLogout',
  'postAuthTwoFactorSetup',
  'postAuthTwoFactorEnable',
  'postAuthWebauthnRegisterOptions',
  'postAuthWebauthnRegisterVerify',
  'getAccountExport',
  'postAccountDelete',
]);

/** True when `user` has TOTP or a security key (decision 039: they count the same). */
export function hasSecondFactor(user: SwitchUser): boolean {
  return !!user.totpEnabledAt || user.hasSecurityKey;
}

/** True when REQUIRE_TWO_FACTOR covers `user` and they have no second factor yet. */
export function mustEnrolSecondFactor(settings: SwitchSettings, user: SwitchUser): boolean {
  const scope = settings.REQUIRE_TWO_FACTOR;
  if (scope === 'off' || hasSecondFactor(user)) return false;
  return scope === 'all' || user.role === 'staff' || user.role === 'admin';
}

/** 403 `two_factor_required`: the operator requires a second factor this member has not set up. */
export function twoFactorRequired(): HttpError {
  return new HttpError(
    403,
    'two_factor_required',
    'Set up two-factor authentication (an authenticator app or a security key) to continue using your account.',
  );
}

/** 403 `email_not_verified`: posting needs a confirmed e-mail address on this server. */
export function emailNotVerified(): HttpError {
  return new HttpError(
    403,
    'email_not_verified',
    'Please confirm your e-mail address before posting: open the link in the e-mail we sent you, or ask us to send a new one.',
  );
}

/**
 * The switch `user` trips on route `routeName`, or null. A route without a name (none should
 * reach here) is treated as outside the enrolment list, so the requirement fails closed.
 */
export function switchRefusal(
  settings: SwitchSettings,
  user: SwitchUser,
  routeName: ApiRouteName | undefined,
): HttpError | null {
  if (
    mustEnrolSecondFactor(settings, user) &&
    !(routeName && TWO_FACTOR_ENROLMENT_ROUTES.has(routeName))
  )
    return twoFactorRequired();
  if (
    settings.REQUIRE_VERIFIED_EMAIL_TO_POST &&
    !user.emailVerifiedAt &&
    routeName &&
    POSTING_ROUTES.has(routeName)
  )
    return emailNotVerified();
  return null;
}
