import { PAGE_COLOR_SCROLL_END_PX, PAGE_COLOR_SCROLL_START_PX } from '@wtkit/domain';
import {
  defaultNavItems,
  EmailVerificationBanner,
  layoutStrings,
  PageAnnouncer,
  RouterProvider,
  SiteFooter,
  SiteHeader,
  useStringAreas,
} from '@wtkit/ui';
import { useCallback, useEffect } from 'react';
import { I18nProvider, Link } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { company, socialLinks } from './config';
import { hydrated } from './hydrated';
import { searchTextAt } from './listings';
import { logOut } from './logOut';
import { useCart } from './useCart';
import { useCurrentUser } from './useCurrentUser';
import { useHeightProperty } from './useHeightProperty';
import { usePageKey } from './usePageKey';
import { useSearchSuggestions } from './useSearchSuggestions';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

/** Pages whose header shows a back button and highlights no link. */
function isDetailPage(path: string) {
  return path === '/product' || path.startsWith('/product/') || path === '/createProduct';
}

const VERIFICATION_PAGES = ['/sendVerificationEmail', '/enterVerificationCode'];

/** Sign in and sign up stand outside the shop's frame: no header, footer or banner; a logo home. */
const STANDALONE_PAGES = ['/log', '/log/sign-up'];

const LISTING_MODE = /^\/(products|commercial|residential|testkit)\/(edit|delete)\/?$/;

function Logo() {
  return (
    <span className="sf-logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M16 3C11 10 7 15 7 20a9 9 0 0 0 18 0c0-5-4-10-9-17z" fill="currentColor" />
      </svg>
      <span className="sf-logo-text">{company.shortName}</span>
    </span>
  );
}

/**
 * React Router's useHref for the app's own paths; an address with a scheme (https:, tel:,
 * mailto:) or a protocol-relative one is left as it is (React Router made `/https:/…` of it).
 */
function useLinkHref(href: string) {
  const routed = useHref(href);
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) ? href : routed;
}

/**
 * The frame of every screen: fixed header, the unverified-e-mail banner, the page, the footer
 * (the document around it is `root.tsx`'s).
 */
export function Layout() {
  const s = useStringAreas(STRINGS);
  const navigate = useNavigate();
  // One function for the page's life: a new one would make every link on the page render again.
  const routerNavigate = useCallback(
    (to: string, options?: NavigateOptions) => navigate(to, options),
    [navigate],
  );
  const location = useLocation();
  const { user, token } = useCurrentUser();
  // Signed in, the user on the way: the header keeps the avatar's place.
  const isUserPending = Boolean(token) && user === null;
  const cart = useCart();
  const suggest = useSearchSuggestions();
  const path = location.pathname;
  const pageKey = usePageKey(location);
  const detail = isDetailPage(path);
  const mode = LISTING_MODE.exec(path)?.[2];
  const modeLabel =
    mode === 'edit'
      ? s.layout.chooseItemToEdit
      : mode === 'delete'
        ? s.layout.chooseItemsToDelete
        : null;
  const standalone = STANDALONE_PAGES.includes(path.replace(/\/$/, '') || '/');
  const showBanner =
    !standalone &&
    user !== null &&
    Boolean(user.email) &&
    !user.isEmailVerified &&
    !VERIFICATION_PAGES.includes(path);

  usePageColourShift(path === '/');
  // The page starts below the fixed header: the bar's height from CSS until the header is
  // measured (a desktop header with more in it is taller, about 110 px), then its real height,
  // which follows its wrapping and the listing modes' line.
  useHeightProperty('--sf-header-height', '.wt-SiteHeader', {
    isActive: !standalone,
  });
  // The page answers to its controls from here on (tests wait for it after loading a page).
  useEffect(hydrated, []);

  // The shop is in US English: the server and every browser render the same strings and formats.
  return (
    <I18nProvider locale="en-US">
      <RouterProvider navigate={routerNavigate} useHref={useLinkHref}>
        <a className="sf-skip-link" href="#main">
          Skip to content
        </a>
        {standalone ? (
          <header className="sf-standalone-header">
            <Link href="/" className="sf-standalone-home wt-focus-ring">
              <Logo />
              <span className="wt-visually-hidden">{s.layout.home}</span>
            </Link>
          </header>
        ) : (
          <SiteHeader
            isFixed
            logo={<Logo />}
            items={defaultNavItems({ isAdmin: user?.role === 'admin' })}
            currentPath={detail ? null : path}
            user={user}
            isUserPending={isUserPending}
            cartCount={cart.data?.data.itemCount ?? 0}
            onSearch={(_query, searchPath) => navigate(searchPath)}
            searchText={searchTextAt(path, new URLSearchParams(location.search))}
            onSearchTextChange={suggest.setText}
            searchSuggestions={suggest.suggestions}
            searchSuggestionStatus={suggest.status}
            onBack={detail ? () => navigate(-1) : undefined}
            modeLabel={modeLabel}
            onLogOut={() => {
              logOut();
              navigate('/');
            }}
          />
        )}
        <div className="sf-page" data-standalone={standalone ? '' : undefined}>
          {showBanner ? <EmailVerificationBanner /> : null}
          <main id="main" tabIndex={-1} className="sf-main">
            <Outlet />
          </main>
          {standalone ? null : (
            <SiteFooter company={company} socialLinks={socialLinks} isSignedIn={user !== null} />
          )}
        </div>
        <PageAnnouncer pageKey={pageKey} />
      </RouterProvider>
    </I18nProvider>
  );
}

/**
 * Home only: the page colour shifts while scrolling between 300 and 900 px and is the same at
 * both ends. The colour peaks half-way; the tokens stay in CSS.
 */
function usePageColourShift(active: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    if (!active) {
      root.style.removeProperty('--sf-scroll-shift');
      return;
    }
    let frame = 0;
    // What the stylesheet already says at the top of the page: written again only on a change,
    // so loading the page restyles nothing.
    let shift = (0).toFixed(3);
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const span = PAGE_COLOR_SCROLL_END_PX - PAGE_COLOR_SCROLL_START_PX;
      const t = Math.min(Math.max((y - PAGE_COLOR_SCROLL_START_PX) / span, 0), 1);
      const next = Math.sin(Math.PI * t).toFixed(3);
      if (next === shift) return;
      shift = next;
      root.style.setProperty('--sf-scroll-shift', next);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // In a frame of its own: reading the scroll position inside the first commit forces a layout.
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      root.style.removeProperty('--sf-scroll-shift');
    };
  }, [active]);
}
