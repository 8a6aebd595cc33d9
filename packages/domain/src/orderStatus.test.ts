import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.js';
import { orderStatusTone } from './orderStatus.js';

describe('orderStatusTone', () => {
  it('shows Delivered as success and Shipped as info', () => {
    expect(orderStatusTone('Delivered')).toBe('success');
    expect(orderStatusTone('Shipped')).toBe('info');
  });

  it.each(['pending', 'paid', '', 'delivered', 'shipped', 'Cancelled'])(
    'shows %j as warning',
    (s) => {
      expect(orderStatusTone(s)).toBe('warning');
    },
  );

  it('gives every known status a tone', () => {
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual(['warning', 'warning', 'info', 'success']);
  });
});
