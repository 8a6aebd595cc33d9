// Runs in plain Node inside the installed fixture: the packed @wtkit/ui must import without a
// DOM and render on a server, and so must the Spanish shop front (its server build, dist-server).
// Writes english.json: the kit's English texts the shop's pages must not show, for run.mjs.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { englishIn, englishTexts, htmlTexts } from './copy-check.mjs';

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
console.log('ssr: rendered', html.length, 'characters');

const shop = await import('./dist-server/server.js');
const shopHtml = shop.render();
for (const text of ['Agua Clara', 'Sistemas de filtración', 'Cuenta de Lucía Fernández']) {
  assert.ok(shopHtml.includes(text), `the shop front's HTML has no "${text}"`);
}
assert.match(shopHtml, /Quitar Prefiltro de sedimentos 5 micras/);
const english = englishTexts(ui.enUS, shop.esStrings, domain.MESSAGES, shop.esMessages);
assert.deepEqual(
  englishIn(htmlTexts(shopHtml), english).map(({ path, en }) => `${path}: ${en}`),
  [],
  "the shop front's server HTML shows the kit's English",
);
writeFileSync('english.json', JSON.stringify(english));
assert.deepEqual(reported, [], 'React reported errors while rendering');
console.log('ssr: rendered the shop front in Spanish,', shopHtml.length, 'characters');
