import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxField, NumberInputField, TextAreaField, TextInputField } from './Field.js';

const meta = {
  title: 'Building blocks/Field',
  component: TextInputField,
  args: {
    label: 'ZIP Code',
    value: '',
    onChange: fn(),
    description: 'Five digits, such as 73301.',
    error: undefined,
    isRequired: true,
    isDisabled: false,
  },
} satisfies Meta<typeof TextInputField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text field; its label, description, error and state are controls. */
export const TextInput: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextInputField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP Code/ }), '73301');
    await expect(args.onChange).toHaveBeenLastCalledWith('73301');
  },
};

/** With an error, the field says what is wrong and is marked invalid. */
export const WithError: Story = {
  args: { error: 'ZIP Code is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /ZIP Code/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/ZIP Code is required\./);
  },
};

/** The other kinds: a text area, a number and a checkbox. */
export const Kinds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TextAreaField label="Message" value="" onChange={() => {}} rows={3} />
      <NumberInputField label="Number of people" value="2" onChange={() => {}} />
      <CheckboxField isSelected={false} onChange={() => {}}>
        Use the water-quality estimate for the product's area
      </CheckboxField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Number of people' })).toHaveValue('2');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};
