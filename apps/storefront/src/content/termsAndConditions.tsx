import {
  DAMAGE_REPORT_BUSINESS_DAYS,
  INVOICE_DISPUTE_DAYS,
  RESTOCKING_FEE_AFTER_DAYS,
  RESTOCKING_FEE_PERCENT,
  RETURN_WINDOW_DAYS,
  WARRANTY_YEARS,
} from '@wtkit/domain';
import { Link } from 'react-aria-components';
import { ContactLines } from './ContactLines';
import { POLICIES_UPDATED, type PolicyContact, type PolicyDocument } from './policy';

/** Terms and Conditions: 15 sections; the policy limits come from the domain's constants. */
export function termsAndConditions(contact: PolicyContact): PolicyDocument {
  const { name } = contact;
  return {
    title: 'Terms and Conditions',
    updated: POLICIES_UPDATED,
    intro: (
      <p>
        These terms govern your use of the {name} website and your purchases from us. Please read
        them carefully: by creating an account or placing an order you agree to them. Our{' '}
        <Link href="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link href="/warranty">Warranty and Return Policy</Link> are part of these terms.
      </p>
    ),
    sections: [
      {
        id: 'acceptance',
        title: 'Acceptance of these terms',
        body: (
          <p>
            These terms are an agreement between you and {name}. If you use the website on behalf of
            a business, you confirm that you may bind that business to them. If you do not agree
            with these terms, please do not use the website or place orders.
          </p>
        ),
      },
      {
        id: 'accounts',
        title: 'Eligibility and your account',
        body: (
          <p>
            You must be at least 18 years old and able to enter a binding contract to buy from us.
            Keep the details of your account accurate and your password private; you are responsible
            for what is done through your account. Tell us straight away if you believe someone else
            has used it. We may suspend accounts used for fraud or in breach of these terms.
          </p>
        ),
      },
      {
        id: 'products',
        title: 'Products, descriptions and availability',
        body: (
          <p>
            We describe our systems, filters and parts as accurately as we can, but photographs may
            differ slightly from the product delivered and specifications may change as
            manufacturers update their designs. All products are subject to availability; if an item
            you ordered is out of stock, we will tell you and refund any amount charged for it.
          </p>
        ),
      },
      {
        id: 'prices-and-payment',
        title: 'Prices and payment',
        body: (
          <p>
            Prices are shown in US dollars. Sales tax and shipping are calculated at checkout and
            shown before you pay. We take payment by card through our payment processor when you
            place your order. If a price on the website is clearly wrong, we may cancel the order
            and refund you in full, even after we have confirmed it.
          </p>
        ),
      },
      {
        id: 'orders',
        title: 'Orders and order acceptance',
        body: (
          <p>
            Your order is an offer to buy. We accept it when we confirm it and take payment. We may
            refuse or cancel an order, for example when stock runs out, a price is wrong or we
            suspect fraud; if we do, any payment is refunded in full. You can see your orders and
            their status under My Orders in your account.
          </p>
        ),
      },
      {
        id: 'shipping',
        title: 'Shipping, title and risk of loss',
        body: (
          <>
            <p>
              We ship to addresses in the United States. Delivery dates are estimates from our
              carriers and are not guaranteed. Title and the risk of loss pass to you when the
              carrier delivers the order to your address.
            </p>
            <p>
              Please inspect every delivery. Shortages, wrong items and damage must be reported to
              us within {DAMAGE_REPORT_BUSINESS_DAYS} business days of delivery, with photographs of
              the damage and the packaging where possible, so that we can claim from the carrier and
              put it right.
            </p>
          </>
        ),
      },
      {
        id: 'invoices',
        title: 'Invoices and billing disputes',
        body: (
          <p>
            If you believe an invoice or a charge is wrong, tell us in writing within{' '}
            {INVOICE_DISPUTE_DAYS} days of the invoice date, explaining what you dispute. We will
            review it promptly and correct any error. Invoices not disputed within that time are
            considered accepted.
          </p>
        ),
      },
      {
        id: 'returns',
        title: 'Returns and refunds',
        body: (
          <p>
            You may return products within {RETURN_WINDOW_DAYS} days of delivery with a Return
            Merchandise Authorization (RMA) number from us. Returns received more than{' '}
            {RESTOCKING_FEE_AFTER_DAYS} days after delivery carry a {RESTOCKING_FEE_PERCENT}%
            restocking fee. The full conditions are in our{' '}
            <Link href="/warranty">Warranty and Return Policy</Link>.
          </p>
        ),
      },
      {
        id: 'warranty',
        title: 'Warranty',
        body: (
          <p>
            Our systems carry a {WARRANTY_YEARS}-year limited warranty for the original purchaser
            only, described in the <Link href="/warranty">Warranty and Return Policy</Link>. Apart
            from that warranty and any rights that the law does not allow us to exclude, products
            are sold without other warranties, including implied warranties of merchantability and
            fitness for a particular purpose.
          </p>
        ),
      },
      {
        id: 'installation-and-use',
        title: 'Installation, water quality and safe use',
        body: (
          <p>
            Install and maintain products according to their instructions and your local plumbing
            codes, or have a licensed plumber do it. Results depend on the water you start with:
            test your water, and replace filters when they are due. Our systems treat water for
            taste, odour and the contaminants stated in their specifications; they are not medical
            devices, and our water-quality estimates are general figures for your ZIP code, not a
            laboratory analysis of your water.
          </p>
        ),
      },
      {
        id: 'filter-tracker',
        title: 'Filter tracker and reminders',
        body: (
          <p>
            The filter tracker estimates when each part of a registered system should be replaced,
            from its expected life and the household details you give us. Reminders by text or
            e-mail are a free convenience: a late or missed reminder does not change your
            responsibility to maintain your system. You can change your contact method or stop
            tracking at any time.
          </p>
        ),
      },
      {
        id: 'dealers-and-commercial',
        title: 'Dealer and commercial customers',
        body: (
          <p>
            Dealers, installers and commercial customers may be offered separate pricing, payment
            terms or a dealer agreement. Where such an agreement exists, it takes precedence over
            these terms on the points it covers. Commercial systems must be sized for the flow and
            water quality of the site; ask us for help before ordering.
          </p>
        ),
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use and intellectual property',
        body: (
          <p>
            Do not misuse the website: no attempts to break its security, overload it, collect other
            customers' information or use it for unlawful purposes. The website's text, images,
            logos and software belong to {name} or its licensors and may not be copied for
            commercial use without our written permission.
          </p>
        ),
      },
      {
        id: 'liability',
        title: 'Limitation of liability',
        body: (
          <p>
            To the extent the law allows, {name} is not liable for indirect, incidental or
            consequential damages, such as water damage caused by incorrect installation or lost
            profits, and our total liability for any claim about a product is limited to the price
            you paid for it. Nothing in these terms limits liability that cannot be limited by law.
          </p>
        ),
      },
      {
        id: 'law-changes-contact',
        title: 'Governing law, changes and contact',
        body: (
          <>
            <p>
              These terms are governed by the laws of the State of Texas, without regard to its
              conflict-of-law rules, and disputes will be heard in the state or federal courts of
              Dallas County, Texas, unless the law of your state gives you the right to bring them
              elsewhere. We may update these terms; the version in force when you place an order
              applies to that order.
            </p>
            <p>Questions about these terms are welcome:</p>
            <ContactLines contact={contact} />
          </>
        ),
      },
    ],
  };
}
