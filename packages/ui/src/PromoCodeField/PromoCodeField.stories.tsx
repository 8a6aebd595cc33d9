import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { esMessages, esStrings } from '../../test/consumer/src/esStrings';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import {
  type AppliedPromoCode,
  PromoCodeField,
  type PromoCodeFieldProps,
} from './PromoCodeField.js';

const meta = {
  title: 'Checkout/PromoCodeField',
  component: PromoCodeField,
  args: { applied: null, totalCents: 5997, onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof PromoCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code yet; Apply with the field empty asks for one, as the field's error. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(field).toHaveAccessibleDescription('Enter a promo code.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Enter a promo code.');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(field, '  save10 {Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('save10');
  },
};

/** The server is checking the code: Apply is pending, focus stays on it. */
export const Applying: Story = {
  args: { isApplying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Applying the promo code/ })).toBeVisible();
  },
};

/** A code the server accepted: the code, its discount and Remove. */
export const Applied: Story = {
  args: { applied: { code: 'SAVE10', discountCents: 600 }, totalCents: 5397 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Promo code SAVE10: $6.00 off')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promo code SAVE10' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** A refusal from the server is the field's error and is said in the live region. */
export const Refused: Story = {
  args: { error: 'This promo code does not exist.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      'This promo code does not exist.',
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('This promo code does not exist.'),
    );
  },
};

/** A host that checks codes as the server would: SAVE10 takes 10 %, anything else is unknown. */
function Host(props: PromoCodeFieldProps) {
  const [applied, setApplied] = useState<AppliedPromoCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const discountCents = applied ? 600 : 0;
  return (
    <PromoCodeField
      {...props}
      applied={applied}
      error={error}
      totalCents={props.totalCents - discountCents}
      onApply={(code) => {
        props.onApply(code);
        const known = code.toUpperCase() === 'SAVE10';
        setError(known ? null : 'This promo code does not exist.');
        if (known) setApplied({ code: 'SAVE10', discountCents: 600 });
      }}
      onRemove={() => {
        props.onRemove();
        setApplied(null);
      }}
    />
  );
}

/**
 * By keyboard: an unknown code is refused in the field; a known one replaces the field with the
 * code and Remove, which takes focus and says the new total; Remove brings focus back to the
 * field and says the total again.
 */
export const ApplyAndRemove: Story = {
  render: (args) => <Host {...args} />,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'NOPE{Enter}');
    await expect(field).toHaveAccessibleDescription('This promo code does not exist.');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'save10{Enter}');
    const remove = await canvas.findByRole('button', { name: 'Remove promo code SAVE10' });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Promo code SAVE10 applied: $6.00 off. New total $53.97.',
    );
    await userEvent.keyboard('{Enter}');
    const again = await canvas.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(again).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Promo code removed. New total $59.97.',
    );
  },
};

/** Phone width: a long code and its discount wrap inside the frame. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  args: {
    applied: { code: 'SPRING-CLEAN-WATER-FILTERS-2026', discountCents: 12_345 },
    totalCents: 100,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.wt-PromoCodeField');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A host's own words (the second host's Spanish) for the field, its states and its messages. */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider
      locale="es-US"
      strings={{ checkout: esStrings.checkout }}
      messages={{ promoCodes: esMessages.promoCodes }}
    >
      <div lang="es-US">
        <PromoCodeField {...args} error="This promo code does not exist." />
        <PromoCodeField {...args} applied={{ code: 'SAVE10', discountCents: 600 }} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Código promocional' }),
    ).toHaveAccessibleDescription('Este código promocional no existe.');
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Quitar el código promocional SAVE10' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Código promocional SAVE10: .*6[.,]00.* de descuento/),
    ).toBeVisible();
  },
};
