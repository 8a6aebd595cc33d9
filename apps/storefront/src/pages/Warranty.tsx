import { company } from '../config';
import { warrantyPolicy } from '../content/warranty';
import { PolicyPage } from '../PolicyPage';

/** Warranty and Return Policy, with the shop's contact details from configuration. */
export default function Warranty() {
  return <PolicyPage document={warrantyPolicy(company)} />;
}
