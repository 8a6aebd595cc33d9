import { act, render, screen } from '@testing-library/react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from './AddToCartButton.js';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('AddToCartButton messages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows "Item added to cart!" for 3 s after success', () => {
    const onMessageExpire = vi.fn();
    const { rerender } = render(<AddToCartButton status="busy" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<AddToCartButton status="success" onMessageExpire={onMessageExpire} />);
    expect(screen.getByRole('status')).toHaveTextContent('Item added to cart!');
    advance(SUCCESS_MESSAGE_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Item added to cart!');
    advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onMessageExpire).toHaveBeenCalledOnce();
  });

  it('clears an error after 5 s', () => {
    render(<AddToCartButton status="error" errorMessage="Failed to add item" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add item');
    advance(ERROR_MESSAGE_MS - 1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add item');
    advance(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps an error with a null duration (a redirect follows)', () => {
    render(
      <AddToCartButton
        status="error"
        errorMessage="Session expired. Please log in again."
        errorDurationMs={null}
      />,
    );
    advance(ERROR_MESSAGE_MS * 3);
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
  });

  it('restarts the 3 s for a second success', () => {
    const { rerender } = render(<AddToCartButton status="success" />);
    advance(2000);
    rerender(<AddToCartButton status="busy" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<AddToCartButton status="success" />);
    advance(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Item added to cart!');
    advance(1000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
