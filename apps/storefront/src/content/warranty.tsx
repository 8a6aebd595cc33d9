import {
  DAMAGE_REPORT_BUSINESS_DAYS,
  FILTER_REPLACE_MINUTES,
  INVOICE_DISPUTE_DAYS,
  RESTOCKING_FEE_AFTER_DAYS,
  RESTOCKING_FEE_PERCENT,
  RETURN_WINDOW_DAYS,
  WARRANTY_YEARS,
} from '@wtkit/domain';
import { ContactLines } from './ContactLines';
import { POLICIES_UPDATED, type PolicyContact, type PolicyDocument } from './policy';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** "three" for 3: small counts read better as words in prose. */
function inWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** Warranty and Return Policy; the policy limits come from the domain's constants. */
export function warrantyPolicy(contact: PolicyContact): PolicyDocument {
  const { name } = contact;
  return {
    title: 'Warranty and Return Policy',
    updated: POLICIES_UPDATED,
    intro: (
      <p>
        We stand behind the water treatment systems we sell. This page explains the warranty on your
        system, how to return a product, and what to do if an order arrives damaged or incomplete.
      </p>
    ),
    sections: [
      {
        id: 'limited-warranty',
        title: `${WARRANTY_YEARS}-year limited warranty`,
        body: (
          <>
            <p>
              {name} warrants each water treatment system it sells to be free from defects in
              materials and workmanship for {inWords(WARRANTY_YEARS)}{' '}
              {WARRANTY_YEARS === 1 ? 'year' : 'years'} from the date of delivery. If a covered
              defect appears during that time, we will repair the system or send you a replacement
              part or system, at our choice, free of charge.
            </p>
            <p>
              The warranty is given to the original purchaser only and cannot be transferred to a
              later owner of the system or of the property where it is installed.
            </p>
          </>
        ),
      },
      {
        id: 'not-covered',
        title: 'What the warranty does not cover',
        body: (
          <ul>
            <li>
              Filter cartridges, membranes and media, which wear out in normal use and are replaced
              on a schedule.
            </li>
            <li>
              Damage from incorrect installation, freezing, fire, flooding, water hammer, or water
              pressure or temperature outside the limits in the product's instructions.
            </li>
            <li>
              Systems that have been altered, repaired by someone other than us or an authorised
              dealer, or fitted with parts not made for them.
            </li>
            <li>
              Labour, plumbing and water damage costs, and cosmetic wear that does not affect how
              the system works.
            </li>
          </ul>
        ),
      },
      {
        id: 'warranty-claims',
        title: 'How to make a warranty claim',
        body: (
          <p>
            Contact us with your order number, a description of the problem and, if you can,
            photographs or a short video. Our technicians often solve the problem over the phone. If
            a part must come back to us, we will issue a Return Merchandise Authorization (RMA) and
            a prepaid shipping label for the warranty return.
          </p>
        ),
      },
      {
        id: 'returns',
        title: `Returns within ${RETURN_WINDOW_DAYS} days`,
        body: (
          <>
            <p>
              You may return a product within {RETURN_WINDOW_DAYS} days of delivery. Every return
              needs an RMA number: ask us for one before you send anything, and write it clearly on
              the outside of the package. Packages that arrive without an RMA number cannot be
              accepted.
            </p>
            <p>
              Returned products must be complete, unused and in their original packaging with all
              manuals and accessories. Installed filters and opened water test kits cannot be
              returned for hygiene reasons, unless they are defective.
            </p>
          </>
        ),
      },
      {
        id: 'restocking-and-refunds',
        title: 'Restocking fee and refunds',
        body: (
          <>
            <p>
              Returns received within {RESTOCKING_FEE_AFTER_DAYS} days of delivery are refunded in
              full. Returns received after {RESTOCKING_FEE_AFTER_DAYS} days, and up to{' '}
              {RETURN_WINDOW_DAYS} days, carry a {RESTOCKING_FEE_PERCENT}% restocking fee.
            </p>
            <p>
              We refund the card you paid with within five business days of receiving and inspecting
              the return. Return shipping is paid by you unless the product was defective or we sent
              the wrong item.
            </p>
          </>
        ),
      },
      {
        id: 'damaged-or-missing',
        title: 'Damaged, missing or wrong items',
        body: (
          <p>
            Please check your delivery when it arrives. Any shipment discrepancy, such as missing or
            wrong items, and any damage in transit must be reported to us within{' '}
            {DAMAGE_REPORT_BUSINESS_DAYS} business days of delivery. Keep the box and packing
            material and send us photographs, so we can file a claim with the carrier and ship
            replacements quickly. Reports made later may not be accepted by the carrier.
          </p>
        ),
      },
      {
        id: 'invoice-disputes',
        title: 'Invoice disputes',
        body: (
          <p>
            If an invoice or charge does not look right, let us know within {INVOICE_DISPUTE_DAYS}{' '}
            days of the invoice date, with the invoice number and what you believe is wrong. We will
            look into it and correct any error promptly.
          </p>
        ),
      },
      {
        id: 'replacement-filters',
        title: 'Replacing your filters',
        body: (
          <p>
            Regular filter changes keep your water clean and your system working as designed. A
            TROKS filter can be replaced in under {inWords(FILTER_REPLACE_MINUTES)} minutes, with no
            tools: close the inlet valve, twist the old cartridge out, twist the new one in and open
            the valve again. Register your system in the filter tracker and we will remind you by
            text or e-mail when each filter is due.
          </p>
        ),
      },
      {
        id: 'contact',
        title: 'Questions',
        body: (
          <>
            <p>For warranty claims, RMA numbers and return questions, contact us:</p>
            <ContactLines contact={contact} />
          </>
        ),
      },
    ],
  };
}
