import { company } from '../config';
import { termsAndConditions } from '../content/termsAndConditions';
import { PolicyPage } from '../PolicyPage';

/** Terms and Conditions (001 §2, §9), with the shop's contact details from configuration. */
export default function TermsAndConditions() {
  return <PolicyPage document={termsAndConditions(company)} />;
}
