import { BUSINESS_HOURS, type PolicyContact } from './policy';

/** The shop's phone, e-mail and postal address as links and lines, for the policy texts. */
export function ContactLines({ contact }: { contact: PolicyContact }) {
  const tel = contact.phone.replace(/[^\d+]/g, '');
  return (
    <ul>
      <li>
        Phone: <a href={`tel:${tel}`}>{contact.phone}</a> ({BUSINESS_HOURS})
      </li>
      <li>
        E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
      <li>
        Mail: {contact.name}, {contact.address.join(', ')}
      </li>
    </ul>
  );
}
