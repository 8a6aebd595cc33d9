import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants.js';
import { isEmail } from '../contact.js';
import { authMessages, contactFormMessages } from '../messages.js';
import { requiredText, requiredTextMatching } from './fields.js';

/**
 * Contact page form: name, e-mail, subject and message, all required and trimmed; the
 * e-mail must have the spec's e-mail shape (so, like sign-up, 4-letter suffixes are refused).
 * The specification gave no submit behaviour; every message here is beyond the spec.
 */
export const contactFormSchema = z.object({
  name: requiredText(contactFormMessages.nameRequired, NAME_MAX_LENGTH),
  email: requiredTextMatching(
    contactFormMessages.emailRequired,
    isEmail,
    authMessages.invalidEmail,
    EMAIL_MAX_LENGTH,
  ),
  subject: requiredText(contactFormMessages.subjectRequired, SUBJECT_MAX_LENGTH),
  message: requiredText(contactFormMessages.messageRequired, TEXT_MAX_LENGTH),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;
export const contactFormDefaults: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
};
