import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants.js';
import { isEmail } from '../contact.js';
import { MESSAGES } from '../messages.js';
import { requiredText, requiredTextMatching } from './fields.js';

/**
 * Contact page form: name, e-mail, subject and message, all required and trimmed; the
 * e-mail must have the spec's e-mail shape (so, like sign-up, 4-letter suffixes are refused).
 * The specification gave no submit behaviour; every message here is beyond the spec.
 */
export const contactFormSchema = z.object({
  name: requiredText(MESSAGES.contactForm.nameRequired, NAME_MAX_LENGTH),
  email: requiredTextMatching(
    MESSAGES.contactForm.emailRequired,
    isEmail,
    MESSAGES.auth.invalidEmail,
    EMAIL_MAX_LENGTH,
  ),
  subject: requiredText(MESSAGES.contactForm.subjectRequired, SUBJECT_MAX_LENGTH),
  message: requiredText(MESSAGES.contactForm.messageRequired, TEXT_MAX_LENGTH),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;
export const contactFormDefaults: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
};
