// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { homeBannerSlides } from '../src/fixtures/banner.js';
import * as ui from '../src/index.js';

describe('server rendering', () => {
  it('imports without a DOM', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(ui.BannerCarousel).toBeTypeOf('function');
  });

  it('renders the carousel to HTML with its accessible structure', () => {
    const html = renderToString(<ui.BannerCarousel slides={homeBannerSlides} />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 4"');
    expect(html).toContain('Stop slide rotation');
    expect(html).toContain('Go to slide 4');
  });
});
