import { ContactLines } from './ContactLines';
import { POLICIES_UPDATED, type PolicyContact, type PolicyDocument } from './policy';

/** Privacy Policy: 11 sections; the contact points are {phone} and {email}. */
export function privacyPolicy(contact: PolicyContact): PolicyDocument {
  const { name } = contact;
  return {
    title: 'Privacy Policy',
    updated: POLICIES_UPDATED,
    intro: (
      <p>
        {name} sells water filtration, reverse osmosis, whole-house and alkaline water systems,
        replacement filters and water test kits, and helps customers keep their systems working with
        filter reminders. This policy explains what personal information we collect when you use our
        website and services, why we collect it, who we share it with and the choices you have.
      </p>
    ),
    sections: [
      {
        id: 'who-we-are',
        title: 'Who we are and what this policy covers',
        body: (
          <>
            <p>
              {name} is a water treatment retailer based in the United States. This policy applies
              to our online shop, your customer account, the filter tracker and reminders, our
              contact form, and the e-mails and text messages we send. It does not apply to websites
              of other companies that we link to, such as a carrier's tracking page.
            </p>
            <p>
              Our services are meant for adults. We do not knowingly collect personal information
              from children under 13; if you believe a child has given us information, contact us
              and we will delete it.
            </p>
          </>
        ),
      },
      {
        id: 'information-we-collect',
        title: 'Information we collect',
        body: (
          <>
            <p>We collect information you give us, and some information automatically:</p>
            <ul>
              <li>
                <strong>Account details:</strong> your name, e-mail address or phone number, a
                password (stored only as a secure hash) and, if you choose, a profile picture. If
                you sign in with Google, we receive your name, e-mail address and picture from
                Google.
              </li>
              <li>
                <strong>Order details:</strong> the products you buy, your shipping address and the
                order history of your account. Card numbers are entered into our payment processor's
                form and never reach or stay on our servers; we only keep a payment reference and
                the amount.
              </li>
              <li>
                <strong>Household and water details:</strong> the ZIP code, number of people and
                pets, water source, water test readings (TDS and hardness) and average shower time
                you enter in your settings or when you register a system.
              </li>
              <li>
                <strong>Messages:</strong> what you write to us through the contact form, by e-mail
                or by phone.
              </li>
              <li>
                <strong>Technical information:</strong> your IP address, browser type and the pages
                you request, which our servers record in logs to keep the shop secure and working.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'how-we-use-information',
        title: 'How we use your information',
        body: (
          <>
            <p>We use personal information to:</p>
            <ul>
              <li>create and secure your account and confirm your e-mail address or phone;</li>
              <li>process payments, ship orders and handle returns and warranty claims;</li>
              <li>
                track the filters in the systems you register and remind you when a part is due for
                replacement;
              </li>
              <li>answer your questions and provide technical support;</li>
              <li>prevent fraud and abuse, and meet our legal and tax obligations;</li>
              <li>improve our products, website and service.</li>
            </ul>
            <p>
              We do not sell your personal information, and we do not use it for advertising on
              other companies' websites.
            </p>
          </>
        ),
      },
      {
        id: 'reminders-and-messages',
        title: 'Text messages and e-mail reminders',
        body: (
          <>
            <p>
              When you register a system in the filter tracker and agree to reminders, we send
              filter replacement reminders by text message (SMS) or e-mail, whichever you choose. We
              also send transactional messages such as verification codes, order confirmations and
              shipping updates.
            </p>
            <p>
              Message frequency varies with the parts you track; message and data rates may apply.
              Reply STOP to any text message to stop texts, or HELP for help. You can switch the
              contact method or stop tracking a system at any time from your dashboard. We do not
              share your phone number with third parties for their marketing.
            </p>
          </>
        ),
      },
      {
        id: 'household-and-water-data',
        title: 'Household and water-quality information',
        body: (
          <p>
            Your ZIP code lets us estimate the total dissolved solids (TDS) and hardness of the
            water in your area when you have not tested it yourself. Together with the number of
            people, pets and the water source of your household, these figures set how long each
            part of your system is expected to last. We use this information only to run the tracker
            and to recommend suitable products, and we do not share it in a form that identifies
            you.
          </p>
        ),
      },
      {
        id: 'sharing',
        title: 'How we share information',
        body: (
          <>
            <p>
              We share personal information only with companies that help us run the shop, under
              contracts that limit their use of it to the service they provide:
            </p>
            <ul>
              <li>our card payment processor, to take and refund payments;</li>
              <li>shipping carriers, to deliver your orders;</li>
              <li>e-mail and text message providers, to deliver our messages;</li>
              <li>hosting, storage and database providers, to run our website.</li>
            </ul>
            <p>
              We may also disclose information when the law requires it, to protect the rights and
              safety of our customers and staff, or to a buyer of our business, who would remain
              bound by this policy.
            </p>
          </>
        ),
      },
      {
        id: 'cookies-and-storage',
        title: 'Cookies and browser storage',
        body: (
          <p>
            Our shop keeps your sign-in session in your browser's local storage, and remembers
            products you add to your wishlist in the same browser. We do not use advertising or
            cross-site tracking cookies. Our payment processor may set its own cookies on the
            checkout page to detect fraud. Clearing your browser's site data signs you out and
            empties the wishlist kept in that browser.
          </p>
        ),
      },
      {
        id: 'retention',
        title: 'How long we keep information',
        body: (
          <p>
            We keep your account information for as long as your account is open. Order and payment
            records are kept for seven years to meet tax and accounting rules. Contact form messages
            are kept for up to two years. Verification codes expire after ten minutes. When you
            close your account, we delete or anonymise the rest of your information within 30 days,
            except what the law requires us to keep.
          </p>
        ),
      },
      {
        id: 'security',
        title: 'How we protect information',
        body: (
          <p>
            Our website is served over an encrypted connection, passwords and verification codes are
            stored only as secure hashes, and access to customer information is limited to staff who
            need it to serve you. No system is perfectly secure; if we learn of a breach that
            affects your information, we will notify you as the law requires. Keep your password
            private and sign out on shared devices.
          </p>
        ),
      },
      {
        id: 'your-rights',
        title: 'Your rights and choices',
        body: (
          <>
            <p>
              You can see and correct your account details, household settings and shipping address
              in your account at any time. You may also ask us to:
            </p>
            <ul>
              <li>give you a copy of the personal information we hold about you;</li>
              <li>correct information that is wrong;</li>
              <li>delete your account and personal information;</li>
              <li>stop sending you reminders or other messages.</li>
            </ul>
            <p>
              Residents of California and other states with consumer privacy laws have these rights
              by law, and we extend them to all our customers. We will not treat you differently for
              using them. We answer requests within 45 days and may ask you to confirm your identity
              first.
            </p>
          </>
        ),
      },
      {
        id: 'changes-and-contact',
        title: 'Changes to this policy and how to contact us',
        body: (
          <>
            <p>
              We may update this policy as our services or the law change. We will post the new
              version on this page with its date, and tell you by e-mail or in your account before a
              significant change takes effect.
            </p>
            <p>For questions or privacy requests, contact us:</p>
            <ContactLines contact={contact} />
          </>
        ),
      },
    ],
  };
}
