import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';

/** Every leaf string of MESSAGES, and every function's output for a sample argument. */
function allTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  // A one-element array reads as '{message}' in a template and also suits list parameters.
  if (typeof node === 'function') return [String(node(['{message}']))];
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(allTexts);
  return [];
}

const texts = allTexts(MESSAGES);

/**
 * The shop's own texts, word for word as the original storefront shows them; the catalogue must
 * keep every one unchanged.
 */
const SPEC_TEXTS = [
  // Sign-in and sign-up validation; admin permission
  'Please fill in all required fields.',
  'You must agree to the terms and tracking conditions.',
  'Access denied. Admin privileges required.',
  // Errors of sign-in, the home page, cart, orders and uploads
  'Google Login process failed. Please try again.',
  'HTTP error! status: {message}',
  'Failed to authenticate with backend',
  'Backend response was successful but did not contain expected data.',
  'Verifying...',
  'An error occurred during sign up.',
  'Failed to load featured products.',
  '---',
  'You must be logged in to add items.',
  'Product data is missing.',
  'Failed to add item',
  'Session expired. Please log in again.',
  'Failed to load cart. Please try again.',
  'Failed to update quantity.',
  'Failed to remove item.',
  'Authentication error. Please log in again.',
  'Error: Product data missing for an item.',
  'Failed to load orders.',
  'Session expired or invalid. Please log in again.',
  'No orders have been received yet.',
  'Upload failed.',
  'Image upload failed, retry logging in.',
  'Image uploaded successfully!',
  'Image Not Found',
  // Home, product and cart states
  'Loading featured products...',
  'No featured products available.',
  'Loading Product...',
  'Your Cart is Empty',
  'Item added to cart!',
  'Your email is not verified. click here to verify.',
  // Checkout, orders, dashboard and contact
  'Order Placed Successfully! Thank you! Redirecting to your order history...',
  "You haven't made any orders yet.",
  'No description available.',
  'From order on {message}',
  'No filters are being tracked yet. Use the search bar above to find one.',
  'No trackable parts for this item.',
  'An unexpected error occurred.',
  'Are you sure you want to stop tracking this item?',
  'Success! Message received',
  'Please log in to view your dashboard.',
  'Expired',
  'N/A',
  '{message} month(s)',
  // Tracker dialog and checkout validation
  'Tracker Name is required.',
  'ZIP Code is required.',
  'Email is required for this contact method.',
  'Phone number is required for this contact method.',
  'TDS value is required if not using estimate.',
  'Hardness value is required if not using estimate.',
  'Number of people must be greater than 0.',
  'A tracker name is required.',
  'Please enter a valid 6-digit code.',
  'Your cart is empty.',
  'There are no items to order.',
  'Shipping address is missing. Please update it in your profile.',
  // Errors of checkout, dashboard, settings and verification
  'Failed to load checkout details.',
  'Failed to finalize order.',
  'Error fetching data: {message}',
  'Error saving item: {message}',
  'Error deleting tracked product: {message}',
  'Error resetting part: {message}',
  'Error loading settings: {message}',
  'Error saving settings: {message}',
  'Settings updated successfully!',
  'Error loading Shipping Details: {message}',
  'Error saving Shipping Details: {message}',
  'Shipping Details updated successfully!',
  'Please log in first.',
  'You must be logged in to request a verification email.',
  'An error occurred. Please try again.',
  'Verification code sent successfully!',
  'No verification type specified. Please start the process again.',
  'An error occurred.',
  'Verification successful! Redirecting...',
];

describe('MESSAGES', () => {
  it.each(SPEC_TEXTS)('keeps the shop text %j word for word', (text) => {
    expect(texts).toContain(text);
  });

  it('has the names other packages use', () => {
    expect(MESSAGES.auth.fillRequired).toBe('Please fill in all required fields.');
    expect(MESSAGES.auth.agreeToTerms).toBe('You must agree to the terms and tracking conditions.');
    expect(MESSAGES.cart.addedToCart).toBe('Item added to cart!');
    expect(MESSAGES.cart.loginToAdd).toBe('You must be logged in to add items.');
    expect(MESSAGES.dashboard.loadError('timeout')).toBe('Error fetching data: timeout');
  });

  it('fills placeholders', () => {
    expect(MESSAGES.auth.googleHttpError(502)).toBe('HTTP error! status: 502');
    expect(MESSAGES.settings.saveError('Network Error')).toBe(
      'Error saving settings: Network Error',
    );
    expect(MESSAGES.shipping.loadError('x')).toBe('Error loading Shipping Details: x');
    expect(MESSAGES.dashboard.fromOrderOn('3/14/2025')).toBe('From order on 3/14/2025');
    expect(MESSAGES.partLife.remaining(1)).toBe('1 month(s)');
    expect(MESSAGES.form.tooLong(10)).toBe('Must be at most 10 characters.');
    expect(MESSAGES.form.unknownFields(['role'])).toBe('Unknown field: role.');
    expect(MESSAGES.form.unknownFields(['_id', 'role'])).toBe('Unknown fields: _id, role.');
    expect(MESSAGES.tracker.hardnessNote).toBe('1 gpg = 17.1 ppm');
    expect(MESSAGES.notFound.text).toBe(
      'This page does not exist. Check the address, or start again from the home page.',
    );
    expect(MESSAGES.products.noProductsFoundFor('ro membrane')).toBe(
      'No products found for "ro membrane".',
    );
    expect(MESSAGES.products.productsDeleted(1)).toBe('1 product deleted.');
    expect(MESSAGES.cart.removed('Sediment filter')).toBe('Sediment filter removed from the cart.');
    expect(MESSAGES.products.productsDeleted(2)).toBe('2 products deleted.');
    expect(MESSAGES.dashboard.trackerSaved('Kitchen RO')).toBe('Now tracking Kitchen RO.');
    expect(MESSAGES.dashboard.trackedDeleted('Kitchen RO')).toBe('Stopped tracking Kitchen RO.');
  });

  it('has no empty or padded texts', () => {
    for (const text of texts) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it('ends the package-own messages with a period', () => {
    const own = [
      MESSAGES.auth.invalidContact,
      MESSAGES.auth.passwordTooShort,
      MESSAGES.auth.contactRequired,
      ...Object.values(MESSAGES.productForm),
      ...Object.values(MESSAGES.contactForm).filter((t) => t !== MESSAGES.contactForm.received),
      MESSAGES.search.empty,
      MESSAGES.notFound.text,
      MESSAGES.settings.loginRequired,
      MESSAGES.verification.loginToVerify,
      MESSAGES.zip.invalidFiveDigit,
      MESSAGES.zip.invalidUs,
    ];
    for (const text of own) expect(text).toMatch(/\.$/);
  });
});
