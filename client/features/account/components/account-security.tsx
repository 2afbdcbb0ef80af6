/** The account sections of /profile: password, sessions, two-factor, security keys, your data, kept out of the profile page's own markup. */
import { ChangePasswordSection } from './change-password-section';
import { SessionsSection } from './sessions-section';
import { SecurityKeysSection } from './security-keys';
import { TwoFactorSection } from './two-factor';
import { YourDataSection } from './your-data-section';

export function AccountSecuritySections() {
  return (
    <>
      <ChangePasswordSection />
      <SessionsSection />
      <TwoFactorSection />
      <SecurityKeysSection />
      <YourDataSection />
    </>
  );
}
