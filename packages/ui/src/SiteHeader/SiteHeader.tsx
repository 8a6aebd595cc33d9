import { type ReactNode, useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { LinkButton } from '../Button/Button.js';
import { CartBadge } from '../CartBadge/CartBadge.js';
import { Icon } from '../Icon/Icon.js';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { PlainLink } from '../internal/PlainLink.js';
import { type DrawerUser, MobileDrawer } from '../MobileDrawer/MobileDrawer.js';
import { type NavItem, NavLinks } from '../NavLinks/NavLinks.js';
import type { SearchSuggestions, SuggestionStatus } from '../SearchCombobox/SearchCombobox.js';
import { SuggestingSearchField } from '../SearchCombobox/SuggestingSearchField.js';
import { SearchField } from '../SearchField/SearchField.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './SiteHeader.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface HeaderUser extends DrawerUser {
  imageUrl?: string | null;
}

export interface SiteHeaderProps {
  /** The shop's logo (an image with alt text, or text); it links home and names that link. */
  logo: ReactNode;
  items: readonly NavItem[];
  /** The current path; product and create-product pages pass none (nothing highlighted). */
  currentPath?: string | null;
  user?: HeaderUser | null;
  /**
   * Signed in, but who is not known yet: the avatar's place is kept, blank, instead of showing
   * Sign in for a moment. (Before the scripts run, a `wt-session` class on an ancestor
   * does the same to the Sign in button.)
   */
  isUserPending?: boolean;
  cartCount?: number;
  /** Called with the trimmed query and `/products?q=...`; the host navigates. */
  onSearch?: (query: string, path: string) => void;
  /** The search the page shows (a listing's `q`): the search box holds it until changed. */
  searchText?: string;
  /**
   * Called with the search box's text as it changes: the search box then suggests, as a
   * combobox, what `searchSuggestions` holds for the text (the host fetches them, debounced).
   */
  onSearchTextChange?: (text: string) => void;
  searchSuggestions?: SearchSuggestions | null;
  searchSuggestionStatus?: SuggestionStatus;
  /** Product and create-product pages show a back button. */
  onBack?: () => void;
  /** Listing modes: "Choose item to edit:" or "Choose items to delete:". */
  modeLabel?: string | null;
  onLogOut?: () => void;
  /** Fixed to the top of the viewport; the page then leaves 110 px above its content. */
  isFixed?: boolean;
  className?: string;
}

/**
 * The header bar: logo, back button where asked, the links with the current page,
 * search (hidden on small widths), the avatar linking to /account or Sign in, the cart with its
 * badge, and on small widths the menu drawer. Responds to its own width.
 */
export function SiteHeader({
  logo,
  items,
  currentPath,
  user,
  isUserPending = false,
  cartCount = 0,
  onSearch,
  searchText = '',
  onSearchTextChange,
  searchSuggestions,
  searchSuggestionStatus,
  onBack,
  modeLabel,
  onLogOut,
  isFixed = false,
  className,
}: SiteHeaderProps) {
  const s = useStringAreas(STRINGS);
  const [text, setText] = useState(searchText);
  // A new page's search replaces what was typed (the text after a search is that search's).
  useEffect(() => setText(searchText), [searchText]);
  const changeText = (next: string) => {
    setText(next);
    onSearchTextChange?.(next);
  };
  return (
    <header className={cx('wt-base wt-SiteHeader', className)} data-fixed={isFixed || undefined}>
      <div className="wt-SiteHeader-bar">
        <div className="wt-SiteHeader-start">
          <span className="wt-SiteHeader-drawer">
            <MobileDrawer items={items} currentPath={currentPath} user={user} onLogOut={onLogOut} />
          </span>
          {onBack ? (
            <AriaButton
              className="wt-SiteHeader-back wt-focus-ring"
              aria-label={s.layout.back}
              onPress={onBack}
            >
              <Icon name="chevron-left" />
            </AriaButton>
          ) : null}
          <PlainLink href="/" className="wt-SiteHeader-logo wt-focus-ring">
            {logo}
          </PlainLink>
        </div>
        <NavLinks className="wt-SiteHeader-nav" items={items} currentPath={currentPath} />
        <div className="wt-SiteHeader-end">
          {onSearch && onSearchTextChange ? (
            <SuggestingSearchField
              className="wt-SiteHeader-search"
              onSearch={onSearch}
              value={text}
              onValueChange={changeText}
              suggestions={searchSuggestions}
              status={searchSuggestionStatus}
            />
          ) : onSearch ? (
            <SearchField
              className="wt-SiteHeader-search"
              onSearch={onSearch}
              value={text}
              onValueChange={changeText}
            />
          ) : null}
          {user ? (
            <PlainLink
              href="/account"
              className="wt-SiteHeader-avatar wt-focus-ring"
              aria-label={formatString(s.layout.accountOf, { name: user.name })}
            >
              {user.imageUrl ? (
                <Image src={user.imageUrl} alt="" compactPlaceholder />
              ) : (
                <span aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || '?'}</span>
              )}
            </PlainLink>
          ) : isUserPending ? (
            <span className="wt-SiteHeader-avatar" data-pending="" aria-hidden="true" />
          ) : (
            <LinkButton href="/log" size="sm" className="wt-SiteHeader-signin">
              {s.layout.signIn}
            </LinkButton>
          )}
          <CartBadge count={cartCount} />
        </div>
      </div>
      {modeLabel ? <p className="wt-SiteHeader-mode">{modeLabel}</p> : null}
    </header>
  );
}
