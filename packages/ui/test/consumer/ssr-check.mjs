// Runs in plain Node inside the installed fixture: the packed @wtkit/ui must import without a
// DOM and render on a server.
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

assert.equal(typeof globalThis.window, 'undefined');
// React reports unknown props and other misuse on console.error: any of it fails the check.
const reported = [];
const consoleError = console.error;
console.error = (...args) => {
  reported.push(args.map(String).join(' '));
  consoleError(...args);
};
const ui = await import('@wtkit/ui');
const domain = await import('@wtkit/domain');
// Each component also has its own entry point, the same component as the kit's.
const { ProductCard } = await import('@wtkit/ui/ProductCard');
assert.equal(ProductCard, ui.ProductCard);

const slides = domain.HOME_BANNER_SLIDES.map((slide, i) => ({
  ...slide,
  image: '/banner.png',
  imageAlt: slide.title ? '' : `Banner ${i + 1}`,
}));
const html = renderToString(
  createElement(
    'main',
    null,
    createElement(ui.BannerCarousel, { slides }),
    createElement(ui.ProductCard, {
      product: { _id: 'p1', name: 'Sediment Pre-Filter', price: 14.99, imageUrl: '/p1.png' },
      href: '/product/p1',
    }),
  ),
);
assert.match(html, /aria-roledescription="carousel"/);
assert.match(html, /Go to slide 4/);
assert.match(html, /\$14\.99/);
assert.deepEqual(reported, [], 'React reported errors while rendering');
console.log('ssr: rendered', html.length, 'characters');
