/** The account-security sections of /profile (issue 11), kept out of the profile page's own markup. */
import { ChangePasswordSection } from './change-password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor';

export function AccountSecuritySections() {
  return (
    <>
      <ChangePasswordSection />
      <SessionsSection />
      <TwoFactorSection />
    </>
  );
}
