import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import tokensMarkdown from '../../TOKENS.md?raw';
import tokensCss from '../styles/tokens.css?raw';
import { TokenTable } from './TokenTable.js';

const meta = {
  title: 'Docs/TokenTable',
  component: TokenTable,
  args: { css: tokensCss, markdown: tokensMarkdown },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const declared = [...tokensCss.matchAll(/(--wt-[a-z0-9-]+):/g)].map((match) => match[1]);

/** One row per token of the stylesheet, each with its use and a sample drawn with the token. */
export const AllTokens: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(rows).toEqual(declared);
    const primary = canvasElement.querySelector('[data-swatch="--wt-color-primary"]');
    await expect(getComputedStyle(primary as Element).backgroundColor).toBe('rgb(10, 92, 168)');
    await expect(
      canvas.getByRole('row', { name: /^--wt-color-primary #0a5ca8 Brand colour/ }),
    ).toBeVisible();
  },
};

/** The samples read the tokens live: a host's override shows in the table at once. */
export const UnderAHostTheme: Story = {
  decorators: [
    (Story) => (
      <div
        style={{ ['--wt-color-primary' as string]: '#7a1fa2', ['--wt-radius-md' as string]: '0' }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const swatch = (name: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-swatch="${name}"]`) as Element);
    await expect(swatch('--wt-color-primary').backgroundColor).toBe('rgb(122, 31, 162)');
    await expect(swatch('--wt-radius-md').borderTopLeftRadius).toBe('0px');
  },
};
