import {
  CATEGORIES,
  type Category,
  FILTER_TYPES,
  type ListingView,
  listingSearch,
  PRICE_BANDS,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  priceBandParam,
} from '@wtkit/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { listingPagesStrings } from '../strings/catalogue/listingPages.js';
import { listingsStrings } from '../strings/catalogue/listings.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FieldControl.css';
import './ListingControls.css';

/** The catalogue's areas this module reads. */
const STRINGS = { listings: listingsStrings, listingPages: listingPagesStrings };

/** How many products each value of a facet would show (the catalogue's `facets`). */
export interface ListingFacets {
  category: readonly { value: string; count: number }[];
  type: readonly { value: string; count: number }[];
  filterType: readonly { value: string; count: number }[];
  price: readonly { minCents: number; maxCents: number | null; count: number }[];
}

export interface ListingControlsProps {
  /**
   * The listing's address. The form asks it for the chosen view with GET, so filters and sort
   * work with JavaScript off; the search text goes along unchanged.
   */
  action: string;
  view: ListingView;
  /** Counts shown beside the choices; a choice that would show nothing is left out. */
  facets?: ListingFacets | undefined;
  /** Offers a category choice (a listing of every category). */
  categoryFilter?: boolean;
  /**
   * Applies each choice as it is made; the Apply button is then drawn for browsers without
   * scripts only (`<noscript>`), so a server-rendered form keeps its height when the page's
   * scripts take over. Without it the form is submitted with the button.
   */
  onChange?: ((view: ListingView) => void) | undefined;
  className?: string;
}

interface Choice {
  value: string;
  label: string;
  count?: number | undefined;
}

/** A labelled native select: it submits with the form and opens without the page's scripts. */
function SelectField({
  name,
  label,
  value,
  anyLabel,
  choices,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  anyLabel?: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  return (
    <div className="wt-ListingControls-field">
      <label className="wt-ListingControls-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="wt-FieldControl wt-focus-ring"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.count === undefined
              ? choice.label
              : formatString(s.listingPages.optionCount, {
                  label: choice.label,
                  count: format.number(choice.count),
                })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A listing's filters and order as one GET form: sort, category (where the listing has every
 * category), product type, filter kind (for filters), price band and stock. Native controls, so
 * the form works before and without the page's scripts; with `onChange` each choice applies at
 * once.
 */
export function ListingControls({
  action,
  view: shown,
  facets,
  categoryFilter = false,
  onChange,
  className,
}: ListingControlsProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const headingId = useId();
  const l = s.listingPages;
  // The choices as made, until the listing shows them (at once with `onChange`, else when the
  // form is submitted); a new listing view replaces them.
  const [draft, setDraft] = useState(shown);
  const [showing, setShowing] = useState(() => listingSearch(shown));
  if (showing !== listingSearch(shown)) {
    setShowing(listingSearch(shown));
    setDraft(shown);
  }
  const view = draft;

  const counted = (
    values: readonly string[],
    counts: readonly { value: string; count: number }[] | undefined,
    label: (value: string) => string,
    chosen: string | undefined,
  ): Choice[] =>
    values
      .map((value) => ({
        value,
        label: label(value),
        count: counts ? (counts.find((entry) => entry.value === value)?.count ?? 0) : undefined,
      }))
      .filter((choice) => choice.count !== 0 || choice.value === chosen);

  const whole = (cents: number) =>
    format.number(cents / 100, {
      style: 'currency',
      currency: format.currency,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    });
  const bandLabel = (index: number) => {
    const band = PRICE_BANDS[index];
    if (!band) return '';
    if (band.maxCents === null) return formatString(l.priceFrom, { min: whole(band.minCents) });
    if (band.minCents === 0) return formatString(l.priceUnder, { max: whole(band.maxCents + 1) });
    return formatString(l.priceBetween, {
      min: whole(band.minCents),
      max: whole(band.maxCents + 1),
    });
  };

  const categoryLabels: Readonly<Record<Category, string>> = {
    commercial: s.listings.commercial,
    residential: s.listings.residential,
    'test kit': s.listings.testKits,
  };
  const typeLabels: Record<string, string> = {
    none: l.typeNone,
    part: l.typePart,
    filter: l.typeFilter,
  };
  const filterTypeLabels: Record<string, string> = {
    none: l.filterTypeNone,
    undersink: l.filterTypeUndersink,
    wholehouse: l.filterTypeWholehouse,
  };
  const sortLabels: Record<string, string> = {
    relevance: l.sortRelevance,
    'price-asc': l.sortPriceAsc,
    'price-desc': l.sortPriceDesc,
    newest: l.sortNewest,
    'best-selling': l.sortBestSelling,
  };

  // A choice starts the listing again from its first page: the cursor is never kept.
  const change = (next: Partial<ListingView>) => {
    const { cursor: _cursor, ...rest } = view;
    const merged: ListingView = { ...rest, ...next };
    if (merged.type !== 'filter') delete merged.filterType;
    for (const key of Object.keys(merged) as (keyof ListingView)[])
      if (merged[key] === undefined) delete merged[key];
    setDraft(merged);
    onChange?.(merged);
  };
  const text = <T extends string>(value: string): T | undefined =>
    value === '' ? undefined : (value as T);

  const priceChoices: Choice[] = PRICE_BANDS.map((band, index) => ({
    value: priceBandParam(index),
    label: bandLabel(index),
    count: facets
      ? (facets.price.find((entry) => entry.minCents === band.minCents)?.count ?? 0)
      : undefined,
  })).filter((choice, index) => choice.count !== 0 || view.price === index);

  // A facet's select: its values with their counts, the chosen one kept even at 0.
  const facetField = (
    name: 'category' | 'type' | 'filterType',
    label: string,
    anyLabel: string,
    values: readonly string[],
    labels: Readonly<Record<string, string>>,
  ) => (
    <SelectField
      name={name}
      label={label}
      value={view[name] ?? ''}
      anyLabel={anyLabel}
      choices={counted(values, facets?.[name], (value) => labels[value] ?? value, view[name])}
      onChange={(value) => change({ [name]: text(value) })}
    />
  );

  const controls = (
    <>
      <SelectField
        name="sort"
        label={l.sortBy}
        value={view.sort ?? ''}
        anyLabel={view.q ? l.sortRelevance : l.sortName}
        choices={PRODUCT_SORTS.filter((sort) => sort !== 'relevance').map((sort) => ({
          value: sort,
          label: sortLabels[sort] ?? sort,
        }))}
        onChange={(value) => change({ sort: text(value) })}
      />
      {categoryFilter
        ? facetField('category', l.category, l.anyCategory, CATEGORIES, categoryLabels)
        : null}
      {facetField('type', l.productType, l.anyProductType, PRODUCT_TYPES, typeLabels)}
      {view.type === 'filter'
        ? facetField('filterType', l.filterType, l.anyFilterType, FILTER_TYPES, filterTypeLabels)
        : null}
      <SelectField
        name="price"
        label={l.price}
        value={view.price === undefined ? '' : priceBandParam(view.price)}
        anyLabel={l.anyPrice}
        choices={priceChoices}
        onChange={(value) => {
          const index = PRICE_BANDS.findIndex((_, at) => priceBandParam(at) === value);
          change({ price: index >= 0 ? index : undefined });
        }}
      />
    </>
  );

  const apply = (
    <Button type="submit" variant="secondary" className="wt-ListingControls-apply">
      {l.apply}
    </Button>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // With scripts, every choice has applied already.
    if (onChange) event.preventDefault();
  };

  return (
    <form
      className={cx('wt-base wt-ListingControls', className)}
      method="get"
      action={action}
      aria-labelledby={headingId}
      onSubmit={submit}
    >
      <h2 id={headingId} className="wt-visually-hidden">
        {l.refine}
      </h2>
      {view.q ? <input type="hidden" name="q" value={view.q} /> : null}
      <div className="wt-ListingControls-fields">
        {controls}
        <label className="wt-ListingControls-stock">
          <input
            type="checkbox"
            name="inStock"
            value="true"
            className="wt-ListingControls-checkbox wt-focus-ring"
            checked={view.inStock === true}
            onChange={(event) => change({ inStock: event.currentTarget.checked || undefined })}
          />
          {l.inStock}
        </label>
        {onChange ? <noscript>{apply}</noscript> : apply}
      </div>
    </form>
  );
}
