import { type Category, productSearchPath, SEARCH_MAX_LENGTH } from '@wtkit/domain';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import {
  Autocomplete,
  Button,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  TextField,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { useControllableState } from '../internal/useControllableState.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../SearchField/SearchField.css';
import './SearchCombobox.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface ProductSuggestion {
  _id: string;
  name: string;
  /** The product's page. */
  path: string;
  /** US dollars. */
  price: number;
  /** A small picture; '' for none. */
  thumbnailUrl: string;
}

export interface CategorySuggestion {
  category: Category;
  /** The category's listing page. */
  path: string;
  /** How many of its products the text finds. */
  count: number;
  /** The text finds more than were counted: "at least `count`". */
  countIsAtLeast?: boolean;
}

export interface SearchSuggestions {
  products: readonly ProductSuggestion[];
  categories: readonly CategorySuggestion[];
}

/**
 * Where the suggestions for the text are: none asked (`idle`, e.g. blank text), on their way,
 * shown, or failed.
 */
export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchComboboxProps {
  /** As SearchField's: called with the trimmed text and `/products?q=...` on submit. */
  onSearch: (query: string, path: string) => void;
  /** The text, when the host holds it (with `onValueChange`); else it starts as `defaultValue`. */
  value?: string;
  /** Called on every change of the text: the host asks for suggestions (debounced) from it. */
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  /** The suggestions for the text (the last ones may stay while new ones load). */
  suggestions?: SearchSuggestions | null;
  status?: SuggestionStatus;
  /** Focus the field when it appears (it takes the place of a field that had focus). */
  autoFocus?: boolean;
  label?: string;
  className?: string;
}

const CATEGORY_NAMES = {
  commercial: 'commercial',
  residential: 'residential',
  'test kit': 'testKit',
} as const satisfies Record<Category, keyof typeof layoutStrings>;

/**
 * The header's product search with suggestions as the shopper types: a combobox on react-aria's
 * Autocomplete, its list of a few products and categories in two groups right below the field.
 * Arrows move through the suggestions (the focus stays in the field); Enter opens the one
 * highlighted or, with none, submits the search as SearchField does; Escape closes the list. A
 * live region tells screen readers how many suggestions there are. The host fetches the
 * suggestions for the text and passes them with their status. Without scripts it is the same
 * plain form as SearchField (a GET to `/products` with `q`).
 *
 * Not react-aria's ComboBox: while its list is open it hides the rest of the page from
 * assistive technology with `aria-hidden` and leaves it focusable, so every link of the page
 * breaks WCAG 4.1.2 (axe's aria-hidden-focus). The list here is not in a portal: it follows the
 * field in the document, so nothing needs hiding.
 */
export function SearchCombobox({
  onSearch,
  value: valueProp,
  onValueChange,
  defaultValue = '',
  suggestions,
  status = 'idle',
  autoFocus,
  label: labelProp,
  className,
}: SearchComboboxProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const label = labelProp ?? s.layout.search;
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const [error, setError] = useState<string | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  // Escape closes the list until the text changes.
  const [dismissed, setDismissed] = useState(false);
  const errorId = useId();
  const listId = useId();
  const submit = () => {
    const path = productSearchPath(value);
    if (path === null) {
      setError(s.layout.searchEmpty);
      return;
    }
    setError(null);
    onSearch(value.trim(), path);
  };
  const products = suggestions?.products ?? [];
  const categories = suggestions?.categories ?? [];
  const count = products.length + categories.length;
  const isOpen = hasFocus && !dismissed && value.trim() !== '' && status !== 'idle';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setDismissed(true);
    } else if (event.key === 'Enter' && event.currentTarget.getAttribute('aria-activedescendant')) {
      // The highlighted suggestion opens (react-aria follows its link); the form is not sent.
      event.preventDefault();
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
  };
  const emptyText =
    status === 'loading'
      ? s.layout.suggestionsLoading
      : status === 'error'
        ? s.layout.suggestionsError
        : s.layout.suggestionsNone;
  const announcement = !isOpen
    ? ''
    : count > 0
      ? format.plural(s.layout.suggestionCount, count)
      : status === 'loading'
        ? ''
        : emptyText;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, as SearchField's is
    <form
      role="search"
      action="/products"
      method="get"
      noValidate
      className={cx('wt-base wt-SearchField wt-SearchCombobox', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <Autocomplete
        inputValue={value}
        onInputChange={(text) => {
          setValue(text);
          setDismissed(false);
          if (error) setError(null);
        }}
        // Nothing is highlighted until an arrow key is pressed: Enter alone submits the search.
        disableAutoFocusFirst
      >
        <TextField className="wt-SearchField-field">
          <Label className="wt-visually-hidden">{label}</Label>
          <Input
            name="q"
            type="search"
            role="combobox"
            aria-expanded={isOpen}
            aria-haspopup="listbox"
            aria-controls={isOpen ? listId : undefined}
            maxLength={SEARCH_MAX_LENGTH}
            className="wt-SearchField-input"
            // Only when it replaces a field that had focus.
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </TextField>
        {isOpen ? (
          <div className="wt-SearchCombobox-popover">
            <ListBox
              id={listId}
              aria-label={formatString(s.layout.suggestionsFor, { query: value.trim() })}
              className="wt-SearchCombobox-list"
              renderEmptyState={() => (
                <p className="wt-SearchCombobox-empty" data-status={status}>
                  {emptyText}
                </p>
              )}
            >
              {products.length > 0 ? (
                <ListBoxSection id="products" className="wt-SearchCombobox-section">
                  <Header className="wt-SearchCombobox-heading">
                    {s.layout.suggestedProducts}
                  </Header>
                  {products.map((product) => (
                    <ListBoxItem
                      key={product._id}
                      id={`product:${product._id}`}
                      href={product.path}
                      textValue={product.name}
                      className="wt-SearchCombobox-item"
                    >
                      <Image
                        src={product.thumbnailUrl}
                        alt=""
                        className="wt-SearchCombobox-thumb"
                        compactPlaceholder
                      />
                      <span className="wt-SearchCombobox-name">{product.name}</span>
                      <span className="wt-SearchCombobox-price">{format.price(product.price)}</span>
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              ) : null}
              {categories.length > 0 ? (
                <ListBoxSection id="categories" className="wt-SearchCombobox-section">
                  <Header className="wt-SearchCombobox-heading">
                    {s.layout.suggestedCategories}
                  </Header>
                  {categories.map((category) => (
                    <ListBoxItem
                      key={category.category}
                      id={`category:${category.category}`}
                      href={category.path}
                      className="wt-SearchCombobox-item"
                    >
                      {format.plural(
                        category.countIsAtLeast
                          ? s.layout.categoryMatchesAtLeast
                          : s.layout.categoryMatches,
                        category.count,
                        {
                          category: s.layout[CATEGORY_NAMES[category.category]],
                        },
                      )}
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              ) : null}
            </ListBox>
          </div>
        ) : null}
      </Autocomplete>
      <p className="wt-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <Button type="submit" className="wt-SearchField-submit wt-focus-ring" aria-label={label}>
        <Icon name="search" />
      </Button>
      {error ? (
        <p id={errorId} className="wt-SearchField-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
