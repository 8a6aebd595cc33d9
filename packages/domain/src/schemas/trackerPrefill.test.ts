import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as schemaModule from './trackerDialog.js';
import { toTrackerAdditionalData, trackerDialogPrefill } from './trackerPrefill.js';

describe('trackerPrefill', () => {
  it('is what the schema module exports, so either import gives the same functions', () => {
    expect(schemaModule.trackerDialogPrefill).toBe(trackerDialogPrefill);
    expect(schemaModule.toTrackerAdditionalData).toBe(toTrackerAdditionalData);
  });

  it('loads no zod and no schema at run time (the dashboard first load stays without them)', () => {
    const source = readFileSync(new URL('./trackerPrefill.ts', import.meta.url), 'utf8');
    const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)';/gm)].map(
      (match) => match[1],
    );
    expect(runtimeImports).toEqual(['../constants.js']);
  });
});
