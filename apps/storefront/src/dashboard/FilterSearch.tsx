import { useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@wtkit/api-client';
import { productsMessages, SEARCH_DEBOUNCE_MS } from '@wtkit/domain';
import {
  Button,
  dashboardStrings,
  TrackerSearchResult,
  useFormat,
  useShowMore,
  useStringAreas,
} from '@wtkit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { infiniteQueries } from '../infiniteQueries';
import { useDebouncedValue } from '../useDebouncedValue';

/** The catalogue's areas this module reads. */
const STRINGS = { dashboard: dashboardStrings };

/**
 * 'Find and Add a Filter': the search is debounced 500 ms and skipped when blank. A page of
 * results at a time: Show more appends the next and focus goes to the first of it, and a polite
 * live region says how many of the matches are shown.
 */
export function FilterSearch({ onAdd }: { onAdd: (product: Product) => void }) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const search = useInfiniteQuery({
    ...infiniteQueries.listProducts({ q, type: 'filter' }),
    enabled: q !== '',
    retry: false,
  });
  const logged = useRef<unknown>(null);
  useEffect(() => {
    // A failed search is logged and leaves empty results.
    if (search.error && logged.current !== search.error) {
      logged.current = search.error;
      console.error('Filter search failed', search.error);
    }
  }, [search.error]);
  const pages = q !== '' && search.isSuccess ? search.data.pages : [];
  const results = pages.flatMap((page) => page.data);
  const showMore = useShowMore(listRef, results.length, () => void search.fetchNextPage());
  const first = pages[0];
  const shown =
    first && results.length > 0
      ? format.plural(
          first.totalIsEstimate ? s.dashboard.filtersShownAbout : s.dashboard.filtersShown,
          first.total,
          { shown: results.length },
        )
      : '';

  return (
    <section className="sf-dashboard-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{s.dashboard.findAndAdd}</h2>
      <SearchField
        className="sf-dashboard-search"
        value={text}
        onChange={setText}
        aria-labelledby={headingId}
      >
        <Input className="sf-dashboard-search-input" />
      </SearchField>
      <div aria-live="polite">
        {q !== '' && search.isSuccess && results.length === 0 ? (
          <p className="sf-empty">{productsMessages.noProductsFound}</p>
        ) : null}
        {shown ? <p className="sf-dashboard-search-count">{shown}</p> : null}
      </div>
      {results.length > 0 ? (
        <ul ref={listRef} className="sf-dashboard-list" aria-labelledby={headingId}>
          {results.map((product) => (
            <li key={product._id}>
              <TrackerSearchResult product={product} onAdd={() => onAdd(product)} />
            </li>
          ))}
        </ul>
      ) : null}
      {results.length > 0 && search.hasNextPage ? (
        <Button
          variant="secondary"
          className="sf-dashboard-more"
          isPending={search.isFetchingNextPage}
          onPress={showMore}
        >
          {s.dashboard.showMore}
        </Button>
      ) : null}
    </section>
  );
}
