import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import { signInSchema } from './signIn.js';
import { validateWithoutEval } from './strictCsp.js';

describe('validateWithoutEval', () => {
  it('turns off zod’s compiled parsers, and schemas still validate', () => {
    validateWithoutEval();
    expect(globalConfig.jitless).toBe(true);
    expect(signInSchema.safeParse({ credential: '', password: '' }).success).toBe(false);
  });
});
