import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TdsChecker } from './TdsChecker.js';

describe('TdsChecker', () => {
  it('refuses an empty or malformed ZIP with the domain messages and calls nothing', () => {
    const onCheck = vi.fn();
    render(<TdsChecker onCheck={onCheck} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check TDS' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ZIP Code is required.');
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('ZIP Code is required.');
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP Code' }), {
      target: { value: '123' },
    });
    expect(screen.queryByText('ZIP Code is required.')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Check TDS' }));
    expect(screen.getByText('ZIP Code must be 5 digits.')).toBeInTheDocument();
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('checks a trimmed ZIP and shows the display value of the reading for that ZIP', () => {
    const onCheck = vi.fn();
    const { rerender } = render(<TdsChecker onCheck={onCheck} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP Code' }), {
      target: { value: ' 75299 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check TDS' }));
    expect(onCheck).toHaveBeenCalledWith('75299');
    // 200 raw: ×1.73 = 346, + 99 = 445 ppm: Poor, light red.
    rerender(<TdsChecker onCheck={onCheck} status="ready" rawTds={200} />);
    expect(screen.getByText('445 ppm')).toBeInTheDocument();
    expect(screen.getByText('Poor')).toHaveAttribute('data-tone', 'light-red');
  });

  it('shows --- on failure and for a reading it cannot place', () => {
    const { rerender } = render(<TdsChecker status="failed" />);
    expect(screen.getByText('---')).toBeInTheDocument();
    rerender(<TdsChecker status="ready" rawTds={-5} checkedZip="75201" />);
    expect(screen.getByText('---')).toBeInTheDocument();
  });
});
