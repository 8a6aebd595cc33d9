import { describe, expect, it } from 'vitest';
import {
  CARRIER_PATTERN,
  oneLine,
  readShipment,
  readShipmentFields,
  TRACKING_NUMBER_PATTERN,
} from './shipment.js';

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

  it('refuses a carrier with markup or control characters', () => {
    expect(readShipment({ carrier: '<b>UPS</b>', trackingNumber: '<x>' })).toEqual({
      ok: false,
      carrierError: 'Write the carrier on one line, without control characters or < >.',
      trackingNumberError: 'Use letters, digits, spaces and dashes only.',
    });
    expect(readShipment({ carrier: 'UPS\u0007', trackingNumber: '' })).toEqual({
      ok: false,
      carrierError: 'Write the carrier on one line, without control characters or < >.',
    });
  });
});

describe('readShipmentFields', () => {
  it('takes one printable line for the carrier, trimmed, letters of any language included', () => {
    expect(
      readShipmentFields({ carrier: ' Österreichische Post & Co. ', trackingNumber: ' ' }),
    ).toEqual({
      ok: true,
      shipment: { carrier: 'Österreichische Post & Co.' },
    });
  });

  it('refuses line breaks, control characters, separators, bidi overrides and markup', () => {
    for (const carrier of [
      'UPS\r\nBcc: x',
      'UPS\n',
      'U\tPS',
      'UPS\u0000',
      'UPS\u0085',
      'UPS\u2028',
      'UPS\u202E',
      '<b>UPS</b>',
    ]) {
      expect(readShipmentFields({ carrier })).toEqual({
        ok: false,
        message: 'Write the carrier on one line, without control characters or < >.',
        errors: [
          {
            path: 'carrier',
            message: 'Write the carrier on one line, without control characters or < >.',
          },
        ],
      });
    }
    expect(readShipmentFields({ carrier: 'A\nB', trackingNumber: '1Z\n' })).toMatchObject({
      ok: false,
      errors: [{ path: 'carrier' }, { path: 'trackingNumber' }],
    });
  });

  it('matches the pattern the contract states', () => {
    expect(CARRIER_PATTERN.source).toBe(
      String.raw`^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069<>]+$`,
    );
  });
});

describe('oneLine', () => {
  it('turns each run of unprintable characters into one space', () => {
    expect(oneLine('UPS\r\nBcc: x\u2028y\u202Ez')).toBe('UPS Bcc: x y z');
    expect(oneLine('plain')).toBe('plain');
  });
});
