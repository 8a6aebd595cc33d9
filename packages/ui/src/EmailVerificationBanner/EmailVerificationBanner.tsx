import { Link } from 'react-aria-components';
import { cx } from '../internal/cx.js';
import { useStrings } from '../strings/WtkitProvider.js';

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
  const s = useStrings();
  return (
    <div className={cx('wt-base wt-EmailVerificationBanner', className)}>
      <Link href={href} className="wt-EmailVerificationBanner-link wt-focus-ring">
        {s.layout.emailNotVerified}
      </Link>
    </div>
  );
}
