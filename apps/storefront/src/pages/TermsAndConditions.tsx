import { company } from '../config';
import { termsAndConditions } from '../content/termsAndConditions';
import { PolicyPage } from '../PolicyPage';

/** Terms and Conditions, with the shop's contact details from configuration. */
export default function TermsAndConditions() {
  return <PolicyPage document={termsAndConditions(company)} />;
}
