import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleProducts } from '../fixtures/products.js';
import { desktop } from '../storybook/widths.js';
import { SearchCombobox, type SearchSuggestions } from './SearchCombobox.js';

const suggestions: SearchSuggestions = {
  products: sampleProducts.slice(0, 3).map((product) => ({
    _id: product._id,
    name: product.name,
    path: `/product/${product._id}`,
    price: product.price,
    thumbnailUrl: product.imageUrl ?? '',
  })),
  categories: [
    { category: 'residential', path: '/residential', count: 12 },
    { category: 'test kit', path: '/testkit', count: 1 },
  ],
};

const meta = {
  title: 'Layout/SearchCombobox',
  component: SearchCombobox,
  decorators: [
    desktop,
    (Story) => (
      // Room below the field for the list, as under the header.
      <div style={{ maxWidth: '22rem', minHeight: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { onSearch: fn() },
  parameters: { navigate: fn() },
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: a search box, the list closed; blank text is refused as SearchField refuses it. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter something to search for.');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The list, open once the shopper types, while the suggestions are on their way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'arsnic');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(list).toHaveTextContent('Looking for suggestions…');
  },
};

/**
 * Products and categories in two groups. Arrow down highlights the first product and Enter
 * opens it; Escape closes the list; Enter with nothing highlighted submits the search.
 */
export const Results: Story = {
  args: { status: 'ready', suggestions },
  play: async ({ canvas, canvasElement, userEvent, args, parameters }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'arsnic');
    const list = await page.findByRole('listbox');
    await expect(within(list).getByRole('group', { name: 'Products' })).toBeVisible();
    await expect(within(list).getByRole('group', { name: 'Categories' })).toBeVisible();
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Under-Sink Reverse Osmosis System$449.99',
      'Whole-House Carbon Filtration$1,299.00',
      'Alkaline Mineral Cartridge$39.50',
      'Residential, 12 matches',
      'Test Kit, 1 match',
    ]);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('5 suggestions')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(parameters.navigate).toHaveBeenCalledWith('/product/p1', undefined);
    await expect(args.onSearch).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'ro');
    await page.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('ro');

    await userEvent.type(input, ' membrane');
    await page.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('ro membrane', '/products?q=ro%20membrane');
    // The list is left open at the end, for the checks that follow the play function.
    await userEvent.type(input, 's');
    await page.findByRole('listbox');
  },
};

/**
 * A broad text: the search finds more than it ranks, so each category's count is of the ranked
 * products alone and reads "at least".
 */
export const BroadText: Story = {
  args: {
    status: 'ready',
    suggestions: {
      products: suggestions.products,
      categories: [
        { category: 'residential', path: '/residential', count: 212, countIsAtLeast: true },
        { category: 'commercial', path: '/commercial', count: 38, countIsAtLeast: true },
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'filter');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const categories = within(list).getByRole('group', { name: 'Categories' });
    await expect(
      within(categories)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Residential, 212+ matches', 'Commercial, 38+ matches']);
  },
};

/** Nothing found: the list says so, and Enter still searches. */
export const NoResults: Story = {
  args: { status: 'ready', suggestions: { products: [], categories: [] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'zzqx');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(list).toHaveTextContent('No suggestions. Press Enter to search.');
  },
};

/** The suggestions failed: the list says so, and Enter still searches. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'arsenic');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(list).toHaveTextContent('Suggestions are unavailable. Press Enter to search.');
  },
};
