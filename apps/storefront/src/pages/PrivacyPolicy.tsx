import { company } from '../config';
import { privacyPolicy } from '../content/privacyPolicy';
import { PolicyPage } from '../PolicyPage';

/** Privacy Policy, with the shop's contact details from configuration. */
export default function PrivacyPolicy() {
  return <PolicyPage document={privacyPolicy(company)} />;
}
