import { describe, expect, it } from 'vitest';
import { readShipment, TRACKING_NUMBER_PATTERN } from './shipment.js';

describe('readShipment', () => {
  it('trims both fields and leaves empty ones out', () => {
    expect(readShipment({ carrier: '  UPS ', trackingNumber: ' 1Z 999-AA1 ' })).toEqual({
      ok: true,
      shipment: { carrier: 'UPS', trackingNumber: '1Z 999-AA1' },
    });
    expect(readShipment({ carrier: ' ', trackingNumber: '' })).toEqual({ ok: true, shipment: {} });
  });

  it('refuses a tracking number with other characters', () => {
    for (const bad of ['<script>', '-leading', '1Z_999', 'abc/def'])
      expect(readShipment({ carrier: '', trackingNumber: bad })).toEqual({
        ok: false,
        trackingNumberError: 'Use letters, digits, spaces and dashes only.',
      });
    expect(TRACKING_NUMBER_PATTERN.test('9400 1000-0000')).toBe(true);
  });
});
