import { useMutation } from '@tanstack/react-query';
import { type ContactFormOutput, contactFormMessages } from '@wtkit/domain';
import { type BannerCarouselSlide, ContactForm, layoutStrings, useStringAreas } from '@wtkit/ui';
import { useState } from 'react';
import { company } from '../config';
import { BUSINESS_HOURS } from '../content/policy';
import { errorMessage } from '../errors';
import { ListingBanner } from '../ListingBanner';
import { mutations } from '../mutations';
import { useCurrentUser } from '../useCurrentUser';
import './accountPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

// The shop's own banner images, served locally by the API like the listings' banners.
const banners: BannerCarouselSlide[] = [
  {
    title: 'Residential Water Solutions',
    subtitle: 'Whole-house, reverse osmosis and alkaline systems for your home.',
    link: '/residential',
    image: '/images/banners/banner-2-residential.svg',
  },
  {
    title: 'Commercial Water Treatment',
    subtitle: 'Systems sized for restaurants, offices, clinics and light industry.',
    link: '/commercial',
    image: '/images/banners/banner-4-commercial.svg',
  },
];

const services = [
  {
    title: 'Water testing',
    text: 'Professional test kits and a free review of your results, so you know what is in your water before you choose a system.',
  },
  {
    title: 'System selection and installation',
    text: 'Whole-house, reverse osmosis and alkaline systems sized for your home or business, with installation by our technicians or a local dealer.',
  },
  {
    title: 'Filter replacement and reminders',
    text: 'Replacement filters and parts shipped to your door, and text or e-mail reminders from the filter tracker when each one is due.',
  },
  {
    title: 'Commercial and dealer programme',
    text: 'Commercial treatment for restaurants, offices and clinics, and a dealer programme with trade pricing and technical support for installers.',
  },
];

/**
 * Contact page: image banners, the services text and the contact form, which sends
 * through POST /contact. 'Success! Message received' shows only once the server accepted the
 * message; a refusal shows the server's sentence.
 */
export default function ContactUs() {
  const s = useStringAreas(STRINGS);
  const { user } = useCurrentUser();
  const send = useMutation(mutations.sendContactMessage());
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  // A new key empties the form once a message went through.
  const [sentCount, setSentCount] = useState(0);
  const tel = company.phone.replace(/[^\d+]/g, '');

  const submit = (message: ContactFormOutput) => {
    setOutcome({});
    send.mutate(message, {
      onSuccess: () => {
        setOutcome({ success: contactFormMessages.received });
        setSentCount((count) => count + 1);
      },
      onError: (cause) =>
        setOutcome({ error: errorMessage(cause, contactFormMessages.sendFailed) }),
    });
  };

  return (
    <div className="sf-contact">
      <h1>{s.layout.contactUs}</h1>
      <ul className="sf-contact-banners">
        {banners.map((banner) => (
          <li key={banner.link}>
            <ListingBanner slide={banner} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="contact-services-title">
        <h2 id="contact-services-title">Our services</h2>
        <p>
          {company.name} has helped American homes and businesses get clean, great-tasting water for
          years. Whatever your water source, municipal or well, we help you test it, choose the
          right system, install it and keep it running.
        </p>
        <ul className="sf-contact-services">
          {services.map((service) => (
            <li key={service.title} className="sf-contact-service">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="sf-contact-columns">
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in touch</h2>
          <dl className="sf-contact-details">
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${tel}`}>{company.phone}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
            <dt>Address</dt>
            <dd>
              {company.address.map((line) => (
                <span key={line} className="sf-contact-line">
                  {line}
                </span>
              ))}
            </dd>
            <dt>Hours</dt>
            <dd>{BUSINESS_HOURS}</dd>
          </dl>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm
            key={`${sentCount}-${user?._id ?? ''}`}
            defaultValues={{ name: user?.name ?? '', email: user?.email ?? '' }}
            onSubmit={submit}
            isSubmitting={send.isPending}
            error={outcome.error}
            success={outcome.success}
          />
        </section>
      </div>
    </div>
  );
}
