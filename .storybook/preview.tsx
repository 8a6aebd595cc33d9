import type { Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import '../packages/ui/src/styles.css';

/** Links of the kit go through react-aria's RouterProvider: in Storybook they navigate nowhere. */
function navigate(_href: string) {}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (Vitest addon) and shows in the a11y panel.
    // react-aria's live announcer keeps an announcement for 7 s, and one that names a control by
    // its id (a Button that becomes pending) outlives the story that rendered the control: it is
    // no part of the story being checked (the storefront's browser tests leave it out too).
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        phone390: {
          name: 'Phone (390)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        laptop: {
          name: 'Laptop (1100)',
          styles: { width: '1100px', height: '900px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  decorators: [
    (Story, context) => (
      <RouterProvider navigate={context.parameters.navigate ?? navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
};

export default preview;
