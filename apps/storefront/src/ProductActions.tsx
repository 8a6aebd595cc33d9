import { SUCCESS_MESSAGE_MS } from '@wtkit/domain';
import { layoutStrings, productStrings, useStringAreas } from '@wtkit/ui';
import { useEffect, useState } from 'react';
import { Button as AriaButton, Link, ToggleButton } from 'react-aria-components';
import './ProductActions.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings, product: productStrings };

const WISHLIST_KEY = 'wishlist';

function readWishlist(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The detail page's wishlist and share buttons. The specification left their action open; here the
 * wishlist is a pressed toggle kept in this browser, and share uses the Web Share API or copies
 * the link with a confirmation (issue 6).
 */
export function ProductActions({ productId, name }: { productId: string; name: string }) {
  const s = useStringAreas(STRINGS);
  // Read after the first render: the server, which has no localStorage, drew it unsaved.
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    setSaved(readWishlist().includes(productId));
  }, [productId]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const toggleWishlist = (next: boolean) => {
    const ids = readWishlist().filter((id) => id !== productId);
    localStorage.setItem(WISHLIST_KEY, JSON.stringify(next ? [...ids, productId] : ids));
    setSaved(next);
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
      } catch {
        // The visitor closed the share sheet.
      }
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  return (
    <div className="sf-product-actions">
      <ToggleButton
        className="sf-icon-button"
        isSelected={saved}
        onChange={toggleWishlist}
        aria-label={s.product.wishlist}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </ToggleButton>
      <AriaButton className="sf-icon-button" onPress={share} aria-label={s.product.share}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </AriaButton>
      <p className="sf-product-actions-status" role="status">
        {copied ? s.product.linkCopied : null}
      </p>
    </div>
  );
}

/** Card logos; the right part (the warranty seal) links to /warranty. */
export function PaymentIcons() {
  const s = useStringAreas(STRINGS);
  return (
    <div className="sf-payment-icons">
      <img
        src="/payment-icons.svg"
        alt={s.product.paymentMethods}
        width={400}
        height={60}
        loading="lazy"
      />
      <Link href="/warranty" className="sf-payment-icons-warranty" aria-label={s.layout.warranty} />
    </div>
  );
}
