import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { RecordList, type RecordListEntry } from './RecordList.js';

interface Filter {
  sku: string;
  name: string;
  price: string;
  rules: string[];
  inStock: boolean;
}

const filters: Filter[] = [
  {
    sku: 'F-100',
    name: 'Sediment cartridge',
    price: '$12.00',
    rules: ['Every 6 months', 'Fits RO-5 and RO-7'],
    inStock: true,
  },
  { sku: 'F-200', name: 'Carbon block', price: '$18.50', rules: [], inStock: false },
];

const onRemove = fn();

const entry = (filter: Filter): RecordListEntry => ({
  id: filter.sku,
  title: filter.name,
  badge: (
    <Badge tone={filter.inStock ? 'success' : 'neutral'}>
      {filter.inStock ? 'In stock' : 'Sold out'}
    </Badge>
  ),
  figure: filter.price,
  details: filter.rules,
  actions: (
    <Button
      variant="danger"
      size="sm"
      aria-label={`Remove ${filter.name}`}
      onPress={() => onRemove(filter.sku)}
    >
      Remove
    </Button>
  ),
});

const meta = {
  title: 'Building blocks/RecordList',
  component: RecordList<Filter>,
  args: {
    items: filters,
    label: 'Every filter',
    loadingLabel: 'Loading filters',
    emptyText: 'No filters yet.',
    entry,
  },
} satisfies Meta<typeof RecordList<Filter>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards: each titled by a heading, with its badge, figure, detail lines and actions. */
export const Cards: Story = {
  play: async ({ canvas, userEvent }) => {
    const items = canvas.getByRole('list', { name: 'Every filter' }).children;
    await expect(items).toHaveLength(2);
    await expect(
      canvas.getByRole('heading', { name: 'Sediment cartridge In stock' }),
    ).toBeVisible();
    await expect(items[0]).toHaveTextContent('$12.00');
    await expect(items[0]).toHaveTextContent('Fits RO-5 and RO-7');
    // No detail lines, no inner list.
    await expect(items[1]?.querySelector('ul')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Carbon block' }));
    await expect(onRemove).toHaveBeenCalledWith('F-200');
  },
};

/** Rows: a table-like list, no headings; the outcome takes a line of its own. */
export const Rows: Story = {
  args: {
    look: 'rows',
    outcome: { id: 'F-200', tone: 'danger', message: 'The filter is in an open order.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    const items = canvas.getByRole('list', { name: 'Every filter' }).children;
    await expect(items[1]).toHaveTextContent('The filter is in an open order.');
    await expect(items[0]).not.toHaveTextContent('The filter is in an open order.');
  },
};

/** The outcome of an action, said with the record it names. */
export const Outcome: Story = {
  args: { outcome: { id: 'F-100', tone: 'success', message: 'Filter removed.' } },
  play: async ({ canvas }) => {
    const items = canvas.getByRole('list', { name: 'Every filter' }).children;
    await expect(items[0]).toHaveTextContent('Filter removed.');
  },
};

/** Titles as paragraphs, for a page that wants no heading a card. */
export const ParagraphTitles: Story = {
  args: { titleAs: 'p' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Sediment cartridge')).toBeVisible();
  },
};

/** While the items load. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading filters')).toBeInTheDocument();
  },
};

/** None yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No filters yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** They could not be loaded: the reason, no list. */
export const Failed: Story = {
  args: { error: 'The server is unavailable.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The server is unavailable.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Phone width: one column of cards. */
export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phone],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Every filter' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(375);
  },
};
