import { render, screen } from '@testing-library/react';
import { enUS } from '@wtkit/ui';
import { describe, expect, it } from 'vitest';

describe('ProviderPayment', () => {
  it("draws the test provider's card form in its first render, with no fallback first", async () => {
    // The module is ready only once the card form's chunk is (as the checkout route loads it).
    const { ProviderPayment } = await import('./ProviderPayment');
    render(
      <ProviderPayment
        clientSecret={null}
        total="$20.00"
        isPaying={false}
        error={null}
        onPaying={() => undefined}
        onSucceeded={() => undefined}
        onFailed={() => undefined}
      />,
    );
    expect(screen.getByLabelText(enUS.checkout.cardNumber, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
