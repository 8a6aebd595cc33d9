import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone, phone390Globals, phoneGlobals } from '../storybook/widths.js';
import { TdsChecker } from './TdsChecker.js';

const meta = {
  title: 'Home/TdsChecker',
  component: TdsChecker,
  args: { onCheck: fn() },
} satisfies Meta<typeof TdsChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing checked yet; an empty ZIP is refused with the spec's message. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: "Test Your Home's Water Quality" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check TDS' }));
    await expect(canvas.getByText('ZIP Code is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onCheck).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP Code' }), '75201{Enter}');
    await expect(args.onCheck).toHaveBeenCalledWith('75201');
  },
};

export const Loading: Story = {
  args: { status: 'loading', defaultZip: '75201' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking...')).toBeVisible();
  },
};

/** 100 raw at ZIP 75201: 100 × 2.5 + 01 = 251 ppm, Fair, green. */
export const Fair: Story = {
  args: { status: 'ready', rawTds: 100, checkedZip: '75201', defaultZip: '75201' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('251 ppm')).toBeVisible();
    await expect(canvas.getByText('Fair')).toHaveAttribute('data-tone', 'green');
  },
};

/** 420 raw at ZIP 10010: 430 ppm, Poor, light red. */
export const Poor: Story = {
  args: { status: 'ready', rawTds: 420, checkedZip: '10010', defaultZip: '10010' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('430 ppm')).toBeVisible();
    await expect(canvas.getByText('Poor')).toHaveAttribute('data-tone', 'light-red');
  },
};

/** 1200 raw: Unacceptable, red. */
export const Unacceptable: Story = {
  args: { status: 'ready', rawTds: 1200, checkedZip: '90210', defaultZip: '90210' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1210 ppm')).toBeVisible();
    await expect(canvas.getByText('Unacceptable')).toHaveAttribute('data-tone', 'red');
  },
};

/** The lookup failed: --- */
export const Failed: Story = {
  args: { status: 'failed', defaultZip: '00000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('---')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  args: { status: 'ready', rawTds: 40, checkedZip: '75201', defaultZip: '75201' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('101 ppm')).toBeVisible();
    await expect(canvas.getByText('Very Good')).toBeVisible();
    // The ZIP input and Check TDS share a line on a phone.
    const input = canvas.getByRole('textbox').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Check TDS' }).getBoundingClientRect();
    await expect(button.left).toBeGreaterThan(input.right);
    await expect(button.bottom).toBeCloseTo(input.bottom, 0);
  },
};

/** On a 390 px phone, as wide as the page: the ZIP input and Check TDS stay on one line. */
export const OneLineAt390: Story = {
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const zip = canvas.getByRole('textbox', { name: 'ZIP Code' }).getBoundingClientRect();
    const check = canvas.getByRole('button', { name: 'Check TDS' }).getBoundingClientRect();
    await expect(check.left).toBeGreaterThan(zip.right);
    await expect(Math.abs(check.bottom - zip.bottom)).toBeLessThan(1);
  },
};
