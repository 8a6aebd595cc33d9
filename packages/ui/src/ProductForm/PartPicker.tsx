import { useRef, useState } from 'react';
import {
  SearchField as AriaSearchField,
  Checkbox,
  CheckboxGroup,
  Input,
  Label,
} from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { Image } from '../Image/Image.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { useShowMore } from '../ShowMore/useShowMore.js';
import { productFormStrings } from '../strings/catalogue/productForm.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';

/** The catalogue's areas this module reads. */
const STRINGS = { productForm: productFormStrings };

/** A part product the filter's parts chooser offers. */
export interface PartOption {
  _id: string;
  name: string;
  imageUrl?: string | null;
  quickReplaceMonths: number | null;
  slowReplaceMonths: number | null;
}

export interface PartPickerProps {
  /** The ids of the chosen parts. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The search's results: every page shown so far. */
  options: readonly PartOption[];
  /** Chosen parts the results may not hold (an edited filter's parts), to show by name. */
  chosen?: readonly PartOption[];
  /** The search text; the search box shows when the host takes it (`onSearchChange`). */
  searchText?: string;
  onSearchChange?: (text: string) => void;
  /** More results than `options` match: Show more parts asks for them (`onLoadMore`). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Results (a first page or the next one) are on their way. */
  isLoading?: boolean;
  error?: string;
}

/**
 * The filter's parts: a search over the catalogue's parts, a page of results at a time, each a
 * checkbox card with its replace months. The chosen parts stay shown while a search leaves
 * them out, as do the ones unchecked since the form opened, so a mistake is undone in place.
 */
export function PartPicker({
  value,
  onChange,
  options,
  chosen = [],
  searchText = '',
  onSearchChange,
  hasMore = false,
  onLoadMore,
  isLoading = false,
  error,
}: PartPickerProps) {
  const s = useStringAreas(STRINGS);
  const listRef = useRef<HTMLDivElement>(null);
  const showMore = useShowMore(listRef, options.length, () => onLoadMore?.());
  // Every part seen, by id: a chosen one keeps its card when later results leave it out.
  const known = useRef(new Map<string, PartOption>());
  for (const part of [...chosen, ...options]) known.current.set(part._id, part);
  // The parts chosen at any time since the form opened, in the order they were chosen.
  const [kept, setKept] = useState<readonly string[]>(() => [...value]);
  const shownIds = new Set(options.map((part) => part._id));
  const keptParts = [...new Set([...kept, ...value])]
    .filter((id) => !shownIds.has(id))
    .flatMap((id) => known.current.get(id) ?? []);
  const query = searchText.trim();
  const status = isLoading
    ? s.productForm.loadingParts
    : options.length > 0
      ? ''
      : query !== ''
        ? formatString(s.productForm.noPartsMatch, { query })
        : s.productForm.noParts;

  const card = (part: PartOption) => (
    <Checkbox key={part._id} value={part._id} className="wt-ProductForm-part">
      <span className="wt-ProductForm-partImage">
        <Image src={part.imageUrl} alt="" compactPlaceholder />
      </span>
      <span className="wt-ProductForm-partName">{part.name}</span>
      <span className="wt-ProductForm-partMonths">
        {formatString(s.productForm.replaceMonths, {
          quick: part.quickReplaceMonths ?? '—',
          slow: part.slowReplaceMonths ?? '—',
        })}
      </span>
    </Checkbox>
  );

  return (
    <CheckboxGroup
      className="wt-Field wt-ProductForm-parts"
      value={[...value]}
      onChange={(next) => {
        setKept((current) => [...current, ...next.filter((id) => !current.includes(id))]);
        onChange(next);
      }}
      isInvalid={error !== undefined}
    >
      <Label className="wt-Field-label">{s.productForm.parts}</Label>
      {onSearchChange ? (
        <AriaSearchField
          className="wt-Field wt-ProductForm-partSearch"
          value={searchText}
          onChange={onSearchChange}
        >
          <Label className="wt-Field-label">{s.productForm.searchParts}</Label>
          <Input
            className="wt-FieldControl wt-Field-input"
            // Enter searches as typing does; it must not send the product form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </AriaSearchField>
      ) : null}
      {keptParts.length > 0 ? (
        <div className="wt-ProductForm-partList" data-kept="">
          {keptParts.map(card)}
        </div>
      ) : null}
      <div ref={listRef} className="wt-ProductForm-partList">
        {options.map(card)}
      </div>
      <p className="wt-ProductForm-partStatus" aria-live="polite">
        {status}
      </p>
      {hasMore && onLoadMore ? (
        <Button
          variant="secondary"
          className="wt-ProductForm-moreParts"
          isPending={isLoading}
          onPress={showMore}
        >
          {s.productForm.showMoreParts}
        </Button>
      ) : null}
      {error ? (
        <p className="wt-Field-error">
          <DomainMessage text={error} />
        </p>
      ) : null}
    </CheckboxGroup>
  );
}
