import { LABELS, MESSAGES, TDS_RATING_LABELS } from '@wtkit/domain';
import { describe, expect, it } from 'vitest';
import { enUS } from './enUS.js';
import { formatString } from './formatString.js';

/** Where the catalogue's areas took their texts from, for the keys both spell the same way. */
const sameKeys: Array<[keyof typeof enUS, Record<string, unknown>]> = [
  ['layout', LABELS.layout],
  ['home', LABELS.home],
  ['product', LABELS.product],
  ['productForm', LABELS.productForm],
  ['cart', LABELS.cart],
  ['checkout', LABELS.checkout],
  ['orders', LABELS.orders],
  ['dashboard', LABELS.dashboard],
  ['tracker', LABELS.tracker],
  ['auth', LABELS.auth],
  ['account', LABELS.account],
  ['cart', MESSAGES.cart],
  ['home', MESSAGES.home],
  ['dashboard', MESSAGES.dashboard],
  ['tracker', MESSAGES.tracker],
  ['partLife', MESSAGES.partLife],
];

describe('the default catalogue keeps the texts the kit showed', () => {
  it.each(sameKeys)('%s: fixed texts equal their domain counterparts', (area, source) => {
    const texts = enUS[area] as Record<string, unknown>;
    for (const [key, text] of Object.entries(texts)) {
      const original = source[key];
      if (typeof text === 'string' && typeof original === 'string') {
        expect(text, `${area}.${key}`).toBe(original);
      }
    }
  });

  it('texts moved from domain messages or renamed keep their words', () => {
    const pairs: Array<[string, string]> = [
      [enUS.layout.emailNotVerified, MESSAGES.session.emailNotVerified],
      [enUS.layout.searchEmpty, MESSAGES.search.empty],
      [enUS.layout.cancel, LABELS.tracker.cancel],
      [enUS.home.tdsUnavailable, MESSAGES.tds.unavailable],
      [enUS.home.noReading, MESSAGES.tds.noReading],
      [enUS.product.addedToCart, MESSAGES.cart.addedToCart],
      [enUS.product.addFailed, MESSAGES.cart.addFailed],
      [enUS.product.edit, LABELS.productForm.editTitle],
      [enUS.product.noProductsFound, MESSAGES.products.noProductsFound],
      [enUS.product.imageNotFound, MESSAGES.products.imageNotFound],
      [enUS.productForm.categories.commercial, LABELS.layout.commercial],
      [enUS.productForm.categories.residential, LABELS.layout.residential],
      [enUS.productForm.categories.testKit, LABELS.layout.testKit],
      [enUS.productForm.imagesOnly, MESSAGES.upload.imagesOnly],
      [enUS.productForm.uploadSuccess, MESSAGES.upload.success],
      [enUS.productForm.uploadFailedBadge, MESSAGES.upload.failedBadge],
      [enUS.productForm.uploadFailedAlert, MESSAGES.upload.failedAlert],
      [enUS.checkout.orderSummary, LABELS.cart.orderSummary],
      [enUS.checkout.lineTotal, LABELS.cart.lineTotal],
      [enUS.orders.name, LABELS.auth.name],
      [enUS.orders.email, LABELS.tracker.email],
      [enUS.account.noVerificationType, MESSAGES.verification.noType],
    ];
    for (const [text, original] of pairs) expect(text).toBe(original);
    expect(Object.values(enUS.home.tdsRatings)).toEqual([...TDS_RATING_LABELS]);
    expect(enUS.home.sellingPoints).toEqual(LABELS.home.sellingPoints);
  });

  it("templates give what domain's functions gave", () => {
    const f = formatString;
    expect(f(enUS.home.goToSlide, { position: 2 })).toBe(LABELS.home.goToSlide(2));
    expect(f(enUS.home.slideOf, { position: 2, count: 4 })).toBe(LABELS.home.slideOf(2, 4));
    expect(f(enUS.layout.deleteSelected, { count: 3 })).toBe(LABELS.layout.deleteSelected(3));
    expect(f(enUS.layout.copyright, { year: 2025 })).toBe(LABELS.layout.copyright(2025));
    expect(f(enUS.layout.opensInNewTab, { label: 'X' })).toBe(LABELS.layout.opensInNewTab('X'));
    expect(f(enUS.layout.accountOf, { name: 'Dana' })).toBe(`${LABELS.layout.account}, Dana`);
    for (const count of [1, 2]) {
      const form = count === 1 ? 'one' : 'other';
      expect(f(enUS.layout.cartWithCount[form], { count })).toBe(
        LABELS.layout.cartWithCount(count),
      );
      expect(f(enUS.checkout.itemCount[form], { count })).toBe(LABELS.checkout.itemCount(count));
    }
    expect(f(enUS.product.showImage, { position: 1, count: 3 })).toBe(
      LABELS.product.showImage(1, 3),
    );
    expect(f(enUS.product.images, { name: 'RO' })).toBe(LABELS.product.images('RO'));
    expect(f(enUS.product.imageOf, { name: 'RO', position: 1, count: 3 })).toBe(
      LABELS.product.imageOf('RO', 1, 3),
    );
    expect(f(enUS.productForm.uploading, { percent: 40 })).toBe(LABELS.productForm.uploading(40));
    expect(f(enUS.productForm.replaceMonths, { quick: 6, slow: '—' })).toBe(
      LABELS.productForm.replaceMonths(6, null),
    );
    expect(f(enUS.cart.remove, { name: 'RO' })).toBe(LABELS.cart.remove('RO'));
    expect(f(enUS.cart.quantityOf, { name: 'RO' })).toBe(`${LABELS.product.quantity}, RO`);
    expect(f(enUS.checkout.quantity, { count: 2 })).toBe(LABELS.checkout.quantity(2));
    expect(f(enUS.orders.order, { id: 'o1' })).toBe(LABELS.orders.order('o1'));
    expect(f(enUS.orders.items, { count: 2 })).toBe(LABELS.orders.items(2));
    expect(f(enUS.dashboard.installedOn, { date: 'Mar 5, 2026' })).toBe(
      LABELS.dashboard.installedOn('Mar 5, 2026'),
    );
    expect(f(enUS.dashboard.resetPart, { part: 'P' })).toBe(LABELS.dashboard.resetPart('P'));
    expect(f(enUS.dashboard.deleteTracked, { name: 'N' })).toBe(
      LABELS.dashboard.deleteTracked('N'),
    );
    expect(f(enUS.dashboard.fromOrderOn, { date: 'D' })).toBe(MESSAGES.dashboard.fromOrderOn('D'));
    expect(f(enUS.partLife.remaining, { months: 3 })).toBe(MESSAGES.partLife.remaining(3));
  });
});
