import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@wtkit/domain';
import { I18nProvider, useLocale } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { CartBadge } from '../CartBadge/CartBadge.js';
import { sampleUser } from '../fixtures/layout.js';
import { defaultNavItems, useDefaultNavItems } from '../NavLinks/NavLinks.js';
import { OrderSummary } from '../OrderSummary/OrderSummary.js';
import { PartLifeBar } from '../PartLifeBar/PartLifeBar.js';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.js';
import { SignInForm } from '../SignInForm/SignInForm.js';
import { SiteHeader } from '../SiteHeader/SiteHeader.js';
import { enUS } from './enUS.js';
import type { WtkitStrings } from './types.js';
import { useFormat, useStrings, WtkitProvider } from './WtkitProvider.js';

function Price({ dollars }: { dollars: number }) {
  return <output>{useFormat().price(dollars)}</output>;
}

function OrderDate({ value }: { value: string }) {
  return <time>{useFormat().date(value)}</time>;
}

/** Lists the catalogue texts `pick` chooses, as the nearest provider gives them. */
function Texts({ pick }: { pick: (strings: WtkitStrings) => string[] }) {
  return (
    <ul>
      {pick(useStrings()).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

function texts(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

function AriaLocale() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

function Header() {
  return (
    <SiteHeader logo="Shop" items={useDefaultNavItems()} currentPath="/" onSearch={() => {}} />
  );
}

describe('without a provider', () => {
  it('components use the default catalogue', () => {
    render(<Header />);
    expect(screen.getByRole('link', { name: enUS.layout.signIn })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it("prices are today's en-US dollars", () => {
    render(<Price dollars={1234.5} />);
    expect(screen.getByRole('status')).toHaveTextContent('$1,234.50');
  });

  it('useStrings gives the default catalogue', () => {
    render(<Texts pick={(s) => [s.cart.subtotal, s.layout.signIn]} />);
    expect(texts()).toEqual(['Subtotal', 'Sign in']);
  });
});

describe('WtkitProvider', () => {
  it("an override replaces a header text; the header's other texts keep their defaults", () => {
    render(
      <WtkitProvider strings={{ layout: { signIn: 'Iniciar sesión', home: 'Inicio' } }}>
        <Header />
      </WtkitProvider>,
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/log');
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('nested partial overrides keep the other defaults, and an inner provider lays its own over the outer', () => {
    render(
      <WtkitProvider strings={{ cart: { subtotal: 'Subtotal (sin IVA)' } }}>
        <WtkitProvider strings={{ cart: { total: 'Total a pagar' } }}>
          <Texts pick={(s) => [s.cart.subtotal, s.cart.total, s.cart.tax, s.layout.signIn]} />
        </WtkitProvider>
      </WtkitProvider>,
    );
    expect(texts()).toEqual(['Subtotal (sin IVA)', 'Total a pagar', 'Tax', 'Sign in']);
  });

  it('a template override gets the values, and plural forms follow the locale', () => {
    render(
      <WtkitProvider
        locale="es-US"
        strings={{
          layout: {
            cartWithCount: {
              one: 'Carrito, {count} artículo',
              other: 'Carrito, {count} artículos',
            },
          },
        }}
      >
        <CartBadge count={1} />
        <CartBadge count={3} />
      </WtkitProvider>,
    );
    expect(screen.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeInTheDocument();
  });

  it('locale es-US formats a price as Intl does', () => {
    render(
      <WtkitProvider locale="es-US" currency="USD">
        <Price dollars={1234.5} />
      </WtkitProvider>,
    );
    const expected = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(
      1234.5,
    );
    expect(screen.getByRole('status')).toHaveTextContent(expected);
  });

  it('locale es-US formats dates as Intl does, in UTC', () => {
    const { container } = render(
      <WtkitProvider locale="es-US">
        <OrderDate value="2026-03-05T12:00:00Z" />
      </WtkitProvider>,
    );
    const expected = new Intl.DateTimeFormat('es-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-03-05T12:00:00Z'));
    expect(container.querySelector('time')).toHaveTextContent(expected);
    expect(expected).not.toBe('Mar 5, 2026');
  });

  it('the currency follows the provider', () => {
    render(
      <WtkitProvider locale="en-US" currency="EUR">
        <Price dollars={19.99} />
      </WtkitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('€19.99');
  });

  it("components' prices follow the locale", () => {
    render(
      <WtkitProvider locale="de-DE" currency="EUR">
        <OrderSummary
          items={[{ quantity: 2, product: { price: 10.5 } }]}
          checkoutHref="/checkout"
        />
      </WtkitProvider>,
    );
    expect(screen.getAllByText('21,00 €')).toHaveLength(2);
  });

  it("react-aria follows the provider's locale", () => {
    render(
      <WtkitProvider locale="es-US">
        <AriaLocale />
      </WtkitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('es-US ltr');
  });

  it("react-aria's own labels follow the provider's locale", () => {
    render(
      <WtkitProvider locale="es-US">
        <QuantityStepper label="Cantidad" />
      </WtkitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Aumentar Cantidad' })).toBeInTheDocument();
  });

  it("a provider without a locale leaves the host's own react-aria locale alone", () => {
    render(
      <I18nProvider locale="fr-FR">
        <WtkitProvider strings={{ layout: { signIn: 'Connexion' } }}>
          <AriaLocale />
        </WtkitProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('fr-FR ltr');
  });

  it('an inner provider without a locale inherits the outer one', () => {
    render(
      <WtkitProvider locale="ar-EG">
        <WtkitProvider strings={{ layout: { signIn: 'دخول' } }}>
          <AriaLocale />
        </WtkitProvider>
      </WtkitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ar-EG rtl');
  });

  it('texts the kit computes from domain data (part life) come from the catalogue', () => {
    render(
      <WtkitProvider strings={{ partLife: { remaining: '{months} mes(es)' } }}>
        <PartLifeBar
          label="Sediment"
          installationDate="2026-01-01"
          lifespanMonths={6}
          now="2026-03-01"
        />
      </WtkitProvider>,
    );
    expect(screen.getByText('4 mes(es)')).toBeInTheDocument();
  });

  it('a validation message of a domain schema shows as the host words it', async () => {
    const user = userEvent.setup();
    render(
      <WtkitProvider messages={{ auth: { fillRequired: 'Rellene todos los campos.' } }}>
        <SignInForm onSubmit={() => {}} />
      </WtkitProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Rellene todos los campos.')).not.toHaveLength(0);
    expect(screen.queryByText(MESSAGES.auth.fillRequired)).toBeNull();
  });

  it('the same form without an override shows the domain message', async () => {
    const user = userEvent.setup();
    render(<SignInForm onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText(MESSAGES.auth.fillRequired)).not.toHaveLength(0);
  });

  it('defaultNavItems words the links from the strings it is given', () => {
    const items = defaultNavItems({
      strings: { ...enUS, layout: { ...enUS.layout, home: 'Inicio' } },
    });
    expect(items[0]).toEqual({ href: '/', label: 'Inicio' });
    expect(defaultNavItems()[0]).toEqual({ href: '/', label: 'Home' });
  });

  it('an account link keeps the user name in an overridden template', () => {
    render(
      <WtkitProvider strings={{ layout: { accountOf: 'Cuenta de {name}' } }}>
        <SiteHeader logo="Shop" items={[]} user={sampleUser} />
      </WtkitProvider>,
    );
    expect(screen.getByRole('link', { name: `Cuenta de ${sampleUser.name}` })).toBeInTheDocument();
  });
});

/** Formats each number it is given, as a listing's counts and price bands do. */
function Numbers({ values, options }: { values: number[]; options?: Intl.NumberFormatOptions }) {
  const format = useFormat();
  return <output>{values.map((value) => format.number(value, options)).join(' ')}</output>;
}

describe('number formats', () => {
  it('are made once per set of options, however many numbers a render formats', () => {
    const Original = Intl.NumberFormat;
    const made: [string | undefined, Intl.NumberFormatOptions | undefined][] = [];
    class Counted extends Original {
      constructor(locale?: string, options?: Intl.NumberFormatOptions) {
        made.push([locale, options]);
        super(locale, options);
      }
    }
    Object.defineProperty(Intl, 'NumberFormat', { value: Counted, configurable: true });
    try {
      const values = Array.from({ length: 40 }, (_, index) => index * 1000);
      render(
        <WtkitProvider locale="de-DE" currency="EUR">
          <Numbers values={values} />
          <Numbers values={values} options={{ style: 'currency', currency: 'EUR' }} />
          <Numbers values={values} options={{ style: 'currency', currency: 'EUR' }} />
        </WtkitProvider>,
      );
      const [plain, money] = screen.getAllByRole('status');
      expect(plain).toHaveTextContent('39.000');
      expect(money).toHaveTextContent('39.000,00 €');
      const forLocale = made.filter(([locale]) => locale === 'de-DE');
      // One for plain numbers; the currency's twice: the provider's price format and the one
      // the numbers asked for, shared by both lists.
      expect(forLocale.filter(([, options]) => options === undefined)).toHaveLength(1);
      expect(forLocale.filter(([, options]) => options?.style === 'currency')).toHaveLength(2);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { value: Original, configurable: true });
    }
  });
});
