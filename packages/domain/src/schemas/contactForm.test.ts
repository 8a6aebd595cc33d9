import { describe, expect, it } from 'vitest';
import { contactFormDefaults, contactFormSchema } from './contactForm.js';

const issues = (value: unknown) =>
  contactFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const valid = { name: 'Jane', email: 'jane@example.com', subject: 'Dealer', message: 'Hello' };

describe('contactFormSchema', () => {
  it('accepts a complete message, trimmed', () => {
    expect(contactFormSchema.parse({ ...valid, message: ' Hello \n' })).toEqual(valid);
  });

  it('requires every field', () => {
    expect(contactFormDefaults).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(issues(contactFormDefaults)).toEqual([
      ['name', 'Name is required.'],
      ['email', 'Email is required.'],
      ['subject', 'Subject is required.'],
      ['message', 'Message is required.'],
    ]);
  });

  it('checks the e-mail shape', () => {
    expect(issues({ ...valid, email: 'jane@' })).toEqual([
      ['email', 'Enter a valid e-mail address.'],
    ]);
  });

  it('limits lengths at their boundaries', () => {
    expect(
      issues({
        ...valid,
        name: 'n'.repeat(100),
        subject: 's'.repeat(200),
        message: 'm'.repeat(5000),
      }),
    ).toEqual([]);
    expect(
      issues({
        ...valid,
        name: 'n'.repeat(101),
        subject: 's'.repeat(201),
        message: 'm'.repeat(5001),
      }),
    ).toEqual([
      ['name', 'Must be at most 100 characters.'],
      ['subject', 'Must be at most 200 characters.'],
      ['message', 'Must be at most 5000 characters.'],
    ]);
  });
});
