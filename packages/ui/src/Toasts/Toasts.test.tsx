import { act, fireEvent, render, screen } from '@testing-library/react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Toast, ToastRegion, useToasts } from './Toasts.js';

function Harness({ initial }: { initial: Array<Omit<Toast, 'id'>> }) {
  const { toasts, push, dismiss } = useToasts();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          for (const toast of initial) push(toast);
        }}
      >
        show
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a success toast 3 s and an error 5 s', () => {
    render(
      <Harness
        initial={[
          { tone: 'success', message: 'Item added to cart!' },
          { tone: 'danger', message: 'Upload failed.' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status')).toHaveTextContent('Item added to cart!');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed.');
    advance(SUCCESS_MESSAGE_MS);
    expect(screen.queryByText('Item added to cart!')).toBeNull();
    expect(screen.getByText('Upload failed.')).toBeInTheDocument();
    advance(ERROR_MESSAGE_MS - SUCCESS_MESSAGE_MS);
    expect(screen.queryByText('Upload failed.')).toBeNull();
  });

  it('keeps a toast without duration until dismissed', () => {
    render(
      <Harness
        initial={[{ tone: 'warning', message: 'Please log in first.', durationMs: null }]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    advance(ERROR_MESSAGE_MS * 4);
    expect(screen.getByText('Please log in first.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Please log in first.')).toBeNull();
  });
});
