import type { Meta, StoryObj } from '@storybook/react-vite';
import { promoCodeToFormValues } from '@wtkit/domain';
import { expect, fn, waitFor } from 'storybook/test';
import { esMessages, esStrings } from '../../test/consumer/src/esStrings';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { PromoCodeForm } from './PromoCodeForm.js';

const meta = {
  title: 'Admin/PromoCodeForm',
  component: PromoCodeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new code: Create with nothing typed shows domain's messages; focus goes to Code. */
export const New: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create promo code' }));
    const code = canvas.getByRole('textbox', { name: /^Code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Enter the code shoppers will type.'),
    );
    await expect(
      canvas.getByRole('textbox', { name: /Percentage off/ }),
    ).toHaveAccessibleDescription('Enter a percentage from 1 to 100.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code, 'spring-10');
    await userEvent.type(canvas.getByRole('textbox', { name: /Percentage off/ }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: /Ends on/ }), '2026-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Create promo code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'SPRING-10',
        kind: 'percentage',
        percentOff: 10,
        endsAt: '2026-06-01T00:00:00.000Z',
        isActive: true,
      }),
    );
  },
};

/** A fixed amount: its field replaces the percentage; the end before the start is refused. */
export const FixedAmountErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code/ }), 'FIVE');
    await userEvent.click(canvas.getByRole('radio', { name: 'Amount off' }));
    await expect(canvas.queryByRole('textbox', { name: /Percentage off/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Starts on/ }), '2026-06-01');
    await userEvent.type(canvas.getByRole('textbox', { name: /Ends on/ }), '2026-03-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Create promo code' }));
    await expect(canvas.getByRole('textbox', { name: /Amount off/ })).toHaveAccessibleDescription(
      'Enter the amount taken off, more than $0.00.',
    );
    await expect(canvas.getByRole('textbox', { name: /Ends on/ })).toHaveAccessibleDescription(
      'The end must be after the start.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a code: its values, Save changes and Cancel; the server's refusal above. */
export const Edit: Story = {
  args: {
    onCancel: fn(),
    error: 'A promo code with this code exists already.',
    defaultValues: promoCodeToFormValues({
      code: 'WELCOME5',
      kind: 'fixed-amount',
      percentOff: null,
      amountOff: 5,
      minimumSubtotal: 25,
      category: 'residential',
      productIds: [],
      startsAt: null,
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: 1,
      isActive: true,
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit WELCOME5' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('exists already');
    await expect(canvas.getByRole('textbox', { name: /Amount off/ })).toHaveValue('5.00');
    await expect(canvas.getByRole('radio', { name: 'Residential' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Active/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amountOff: 5, category: 'residential', isActive: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

/** Phone width: the rows stack. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A host's own words (the second host's Spanish), with domain's messages in Spanish. */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider
      locale="es-US"
      strings={{ promoCodes: esStrings.promoCodes }}
      messages={{ promoCodes: esMessages.promoCodes }}
    >
      <div lang="es-US">
        <PromoCodeForm {...args} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear código promocional' }));
    await expect(canvas.getByRole('textbox', { name: /^Código/ })).toHaveAccessibleDescription(
      expect.stringContaining('Escriba el código que usarán los clientes.'),
    );
  },
};
