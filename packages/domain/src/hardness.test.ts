import { describe, expect, it } from 'vitest';
import { GPG_TO_PPM } from './constants.js';
import { gpgToPpm, ppmToGpg } from './hardness.js';

describe('hardness conversion', () => {
  it('uses 1 gpg = 17.1 ppm', () => {
    expect(GPG_TO_PPM).toBe(17.1);
    expect(gpgToPpm(1)).toBe(17.1);
    expect(ppmToGpg(17.1)).toBe(1);
  });

  it('converts without rounding', () => {
    expect(gpgToPpm(10)).toBe(171);
    expect(gpgToPpm(0.5)).toBeCloseTo(8.55, 12);
    expect(ppmToGpg(100)).toBeCloseTo(5.847953216374269, 12);
    expect(Number.isInteger(ppmToGpg(100))).toBe(false);
  });

  it('maps 0 to 0', () => {
    expect(gpgToPpm(0)).toBe(0);
    expect(ppmToGpg(0)).toBe(0);
  });

  it('round-trips', () => {
    for (const gpg of [0.1, 1, 3.5, 7, 12.25, 60]) {
      expect(ppmToGpg(gpgToPpm(gpg))).toBeCloseTo(gpg, 10);
    }
  });

  it('passes NaN through', () => {
    expect(gpgToPpm(Number.NaN)).toBeNaN();
    expect(ppmToGpg(Number.NaN)).toBeNaN();
  });
});
