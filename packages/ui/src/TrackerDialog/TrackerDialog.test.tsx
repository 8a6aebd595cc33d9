import { act, fireEvent, render, screen } from '@testing-library/react';
import { TRACKER_DIALOG_RESET_MS } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrackerDialog } from './TrackerDialog.js';

describe('TrackerDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears the form 300 ms after it closes', () => {
    const onSave = vi.fn();
    const { rerender } = render(<TrackerDialog isOpen filterType="undersink" onSave={onSave} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tracker name' }), {
      target: { value: 'Kitchen sink' },
    });
    rerender(<TrackerDialog isOpen={false} filterType="undersink" onSave={onSave} />);
    act(() => {
      vi.advanceTimersByTime(TRACKER_DIALOG_RESET_MS - 1);
    });
    // Reopened before the delay: the text is still there.
    rerender(<TrackerDialog isOpen filterType="undersink" onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: 'Tracker name' })).toHaveValue('Kitchen sink');
    rerender(<TrackerDialog isOpen={false} filterType="undersink" onSave={onSave} />);
    act(() => {
      vi.advanceTimersByTime(TRACKER_DIALOG_RESET_MS);
    });
    rerender(<TrackerDialog isOpen filterType="undersink" onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: 'Tracker name' })).toHaveValue('');
  });

  it('closes on Escape unless saving', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <TrackerDialog
        isOpen
        isSaving
        filterType="none"
        onSave={vi.fn()}
        onOpenChange={onOpenChange}
      />,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <TrackerDialog isOpen filterType="none" onSave={vi.fn()} onOpenChange={onOpenChange} />,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
