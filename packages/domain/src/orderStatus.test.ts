import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.js';
import { orderStatusLabel, orderStatusTone } from './orderStatus.js';

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

describe('orderStatusLabel', () => {
  it('capitalises the lower-case statuses of orders not shipped yet', () => {
    expect(orderStatusLabel('pending')).toBe('Pending');
    expect(orderStatusLabel('paid')).toBe('Paid');
  });

  it.each(['Shipped', 'Delivered', 'delivered', 'Cancelled', ''])('shows %j as stored', (s) => {
    expect(orderStatusLabel(s)).toBe(s);
  });

  it('gives every known status a capitalised text', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Pending',
      'Paid',
      'Shipped',
      'Delivered',
    ]);
  });
});
