import type { Decorator } from '@storybook/react-vite';

/**
 * Width frames for stories. Components respond to their container's width (container queries),
 * so a frame shows the phone or desktop layout in any viewport, in Storybook and in the tests.
 */
function frame(width: number, label: string): Decorator {
  return (Story) => (
    <div style={{ width, maxWidth: '100%' }} data-frame={label}>
      <Story />
    </div>
  );
}

export const phone = frame(375, 'phone');
export const tablet = frame(768, 'tablet');
export const desktop = frame(1200, 'desktop');

/** Story globals that also set Storybook's viewport (the options are in .storybook/preview.tsx). */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };
