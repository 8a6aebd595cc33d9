import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '@wtkit/domain';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { useTimedMessage } from '../internal/useTimedMessage.js';
import { Spinner } from '../Spinner/Spinner.js';
import { productStrings } from '../strings/catalogue/product.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './AddToCartButton.css';

/** The catalogue's areas this module reads. */
const STRINGS = { product: productStrings };

export type AddToCartStatus = 'idle' | 'busy' | 'success' | 'error';

export interface AddToCartButtonProps {
  /** idle, busy (button pending with a spinner), success or error. */
  status?: AddToCartStatus;
  /**
   * The error to show in the error state: the server's message, "Failed to add item",
   * "You must be logged in to add items." and so on.
   */
  errorMessage?: string;
  onPress?: () => void;
  isDisabled?: boolean;
  /** How long an error stays (those not leading to sign-in clear after 5 s); null keeps it. */
  errorDurationMs?: number | null;
  /** Called when the success or error message has been shown for its time. */
  onMessageExpire?: () => void;
  /** Button text; defaults to "Add to Cart". */
  children?: string;
  className?: string;
}

/**
 * The Add to Cart button with its feedback: a spinner while busy, "Item added to
 * cart!" for 3 s after success, the error for 5 s after a failure.
 */
export function AddToCartButton({
  status = 'idle',
  errorMessage: errorMessageProp,
  onPress,
  isDisabled,
  errorDurationMs = ERROR_MESSAGE_MS,
  onMessageExpire,
  children,
  className,
}: AddToCartButtonProps) {
  const s = useStringAreas(STRINGS);
  const errorMessage = useFormat().message(errorMessageProp ?? s.product.addFailed);
  const busy = status === 'busy';
  const showSuccess = useTimedMessage(
    status === 'success' ? status : null,
    SUCCESS_MESSAGE_MS,
    onMessageExpire,
  );
  const showError = useTimedMessage(
    status === 'error' ? errorMessage : null,
    errorDurationMs,
    onMessageExpire,
  );

  return (
    <div className={cx('wt-base wt-AddToCartButton', className)} data-status={status}>
      <Button
        size="lg"
        className="wt-AddToCartButton-button"
        isPending={busy}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        {busy ? <Spinner /> : null}
        {children ?? s.product.addToCart}
        {busy ? <span className="wt-visually-hidden">{s.product.adding}</span> : null}
      </Button>
      {/* Live regions stay in the page, empty, so that their messages are announced. */}
      <div className="wt-AddToCartButton-messages">
        <p className="wt-AddToCartButton-message" role="status" data-tone="success">
          {showSuccess ? s.product.addedToCart : null}
        </p>
        <p className="wt-AddToCartButton-message" role="alert" data-tone="danger">
          {showError ? errorMessage : null}
        </p>
      </div>
    </div>
  );
}
