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

/**
 * Viewports at the widths the storefront's layout is checked at: a 390 px phone, a 1100 px
 * screen (between the drawer and the full header) and a 1280 px desktop. Stories with these
 * globals and no width frame measure the component as wide as the page.
 */
export const phone390Globals = { viewport: { value: 'phone390', isRotated: false } };
export const laptopGlobals = { viewport: { value: 'laptop', isRotated: false } };
export const desktopGlobals = { viewport: { value: 'desktop', isRotated: false } };
