import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../src/http/compression.js';

describe('negotiateEncoding', () => {
  it.each([
    // [Accept-Encoding, chosen with Brotli first on a tie, chosen with gzip first]
    [undefined, null, null],
    ['', null, null],
    ['identity', null, null],
    ['br', 'br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br', 'gzip'],
    ['GZIP, BR', 'br', 'gzip'],
    ['x-gzip', 'gzip', 'gzip'],
    ['gzip;q=0', null, null],
    ['gzip;q=0, br', 'br', 'br'],
    ['br;q=0, gzip', 'gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br', 'br'],
    ['gzip;q=0.000, br;q=0', null, null],
    ['*', 'br', 'gzip'],
    ['*;q=0', null, null],
    ['*;q=0, gzip', 'gzip', 'gzip'],
    ['*;q=0.5, gzip;q=0', 'br', 'br'],
    ['identity;q=0, gzip', 'gzip', 'gzip'],
    ['identity, gzip;q=0.5', null, null],
    ['deflate, zstd', null, null],
    ['gzip;q=2', null, null],
    ['gzip;q=abc, br;q=0.1', 'br', 'br'],
    [' gzip ; q=0.9 , br ; q=0.9 ', 'br', 'gzip'],
  ] as const)('%s: %s (Brotli first) / %s (gzip first)', (header, brFirst, gzipFirst) => {
    expect(negotiateEncoding(header)).toBe(brFirst);
    expect(negotiateEncoding(header, ['gzip', 'br'])).toBe(gzipFirst);
  });
});
