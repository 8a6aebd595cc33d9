import { GPG_TO_PPM } from './constants.js';

/**
 * Grains per gallon to ppm (1 gpg = 17.1 ppm). No rounding: round where the value is
 * shown. NaN and infinities pass through unchanged.
 */
export function gpgToPpm(gpg: number): number {
  return gpg * GPG_TO_PPM;
}

/** ppm to grains per gallon (1 gpg = 17.1 ppm). No rounding, like `gpgToPpm`. */
export function ppmToGpg(ppm: number): number {
  return ppm / GPG_TO_PPM;
}
