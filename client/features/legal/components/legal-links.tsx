/** The links to the Terms and Privacy pages, for the frames that show them (sign-in screens, the legal pages). Kept apart from the pages' long texts. */
import { Link } from 'react-router';

export function LegalLinks() {
  return (
    <>
      <Link to="/terms" className="underline-offset-2 hover:underline">
        Terms
      </Link>
      <Link to="/privacy" className="underline-offset-2 hover:underline">
        Privacy
      </Link>
    </>
  );
}
