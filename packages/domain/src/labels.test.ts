import { describe, expect, it } from 'vitest';
import { LABELS } from './labels.js';

function allTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(allTexts);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(allTexts);
  return [];
}

/** Control and section names of the specification, copied from 000 and 001. */
const SPEC_LABELS = [
  'Most ordered',
  "Test Your Home's Water Quality",
  'Check TDS',
  'Your water is our Passion',
  'Fast & Reliable Delivery',
  'Guaranteed Protection',
  'Easy Installation',
  'Trusted Water Care',
  'Quick Support',
  'Healthy Living Starts with Clean Water',
  'Home',
  'My Products',
  'Orders',
  'Commercial',
  'Residential',
  'Test Kit',
  'Products',
  'Contact Us',
  'All Products',
  'Test kits',
  'Shipping Details',
  'Coupons',
  'Shopping Cart',
  'Dashboard',
  'Account',
  'Log Out',
  'Choose item to edit:',
  'Choose items to delete:',
  'Sign in',
  "I don't have an account?",
  'Forgot your password?',
  'I already have an account',
  'Add to Cart',
  'Buy it Now',
  'I have this product',
  'Related Products',
  'Create Product',
  'Edit Product',
  'Save Changes',
  'Order Summary',
  'Subtotal',
  'Shipping',
  'Tax',
  'Total',
  'Calculated at checkout',
  'Proceed to Checkout',
  'Go to Login',
  'Try Again',
  'Continue Shopping',
  'Pay Now',
  'Checkout Error',
  'Back to Cart',
  'Add System to My Products',
  "No Thanks, I'll Do It Later",
  'My Orders',
  'Mark as Delivered',
  'Find and Add a Filter',
  'Add to Tracker',
  'Pending Installations',
  'Install & Track',
  'My Tracked Filters',
  'Reset',
  'Delete',
  'Add Product Information',
  'Cancel',
  'Save Information',
  'Household & Water Profile',
  'Save Settings',
  'Save Shipping Details',
  'Send Verification Email',
  'Verify',
  'Verify Your Email',
  'Verify Your Phone',
  'Return to Settings',
  'Send',
];

describe('LABELS', () => {
  const texts = allTexts(LABELS);

  it.each(SPEC_LABELS)('has the specification text %j word for word', (label) => {
    expect(texts).toContain(label);
  });

  it('lists the five selling points in the order of 000 §2', () => {
    expect(LABELS.home.sellingPoints).toHaveLength(5);
    expect(LABELS.home.sellingPoints.at(-1)).toBe('Quick Support');
  });

  it('gives the shipping page its own heading, not the settings one (001 §2 defect)', () => {
    expect(LABELS.account.shippingTitle).toBe('Shipping Details');
    expect(LABELS.account.shippingTitle).not.toBe(LABELS.account.settingsTitle);
  });

  it("names the dashboard's controls and its loading state", () => {
    expect(LABELS.dashboard.loading).toBe('Loading your filters...');
    expect(LABELS.dashboard.resetPart('RO Membrane')).toBe('Reset RO Membrane');
    expect(LABELS.dashboard.deleteTracked('Kitchen')).toBe('Delete Kitchen');
  });

  it('builds the numbered labels', () => {
    expect(LABELS.home.goToSlide(3)).toBe('Go to slide 3');
    expect(LABELS.product.showImage(2, 5)).toBe('Show image 2 of 5');
    expect(LABELS.layout.cartWithCount(1)).toBe('Shopping Cart, 1 item');
    expect(LABELS.layout.cartWithCount(3)).toBe('Shopping Cart, 3 items');
    expect(LABELS.layout.opensInNewTab('Facebook')).toBe('Facebook (opens in a new tab)');
    expect(LABELS.cart.remove('Sediment filter')).toBe('Remove Sediment filter');
    expect(LABELS.checkout.itemCount(1)).toBe('1 item');
    expect(LABELS.checkout.quantity(3)).toBe('Qty 3');
  });

  it('explains the thank-you dialog as 001 §2 describes it', () => {
    const text = LABELS.checkout.thankYouText;
    for (const part of [
      'tracking',
      'SMS',
      'e-mail',
      'reminders',
      'ZIP',
      'water quality',
      'consent',
      'terms',
      'cancel tracking at any time',
    ]) {
      expect(text).toContain(part);
    }
  });
});
