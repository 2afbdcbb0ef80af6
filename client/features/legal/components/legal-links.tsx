/** The links to the Terms and Privacy pages, for the frames that show them (sign-in screens, the legal pages). Kept apart from the pages' long texts. */
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

export function LegalLinks() {
  return (
    <>
      <Link to="/terms" className="underline-offset-2 hover:underline">
        {t('legal.terms.title')}
      </Link>
      <Link to="/privacy" className="underline-offset-2 hover:underline">
        {t('legal.privacy.title')}
      </Link>
    </>
  );
}
