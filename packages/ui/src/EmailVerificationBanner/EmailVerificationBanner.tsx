import { Link } from 'react-aria-components';
import { cx } from '../internal/cx.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './EmailVerificationBanner.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface EmailVerificationBannerProps {
  /** Where the banner leads (/sendVerificationEmail in the storefront). */
  href?: string;
  className?: string;
}

/**
 * The yellow banner for signed-in users whose e-mail is unverified: "Your email is not
 * verified. click here to verify.", a link to the verification page. The host leaves it out on
 * the two verification pages.
 */
export function EmailVerificationBanner({
  href = '/sendVerificationEmail',
  className,
}: EmailVerificationBannerProps) {
  const s = useStringAreas(STRINGS);
  return (
    <div className={cx('wt-base wt-EmailVerificationBanner', className)}>
      <Link href={href} className="wt-EmailVerificationBanner-link wt-focus-ring">
        {s.layout.emailNotVerified}
      </Link>
    </div>
  );
}
