import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRESSABLE_STYLE_ID, PressableStyle } from './PressableStyle.js';

// That react-aria then adds no style of its own is checked in a real browser, on the shop's
// pages (the storefront's serverRendering journey).
describe('PressableStyle', () => {
  it('writes the pressable elements’ touch action under the id react-aria looks for', () => {
    const { unmount } = render(<PressableStyle />, { container: document.head });
    const style = document.getElementById(PRESSABLE_STYLE_ID);
    expect(style?.tagName).toBe('STYLE');
    expect(style?.textContent).toMatch(
      /^@layer \{\s*\[data-react-aria-pressable\] \{\s*touch-action: pan-x pan-y pinch-zoom;\s*\}\s*\}$/,
    );
    unmount();
  });
});
