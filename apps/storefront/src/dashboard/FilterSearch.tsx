import { useQuery } from '@tanstack/react-query';
import type { Product } from '@wtkit/api-client';
import { productsMessages, SEARCH_DEBOUNCE_MS } from '@wtkit/domain';
import { dashboardStrings, TrackerSearchResult, useStringAreas } from '@wtkit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { queries } from '../apiClient';
import { useDebouncedValue } from '../useDebouncedValue';

/** The catalogue's areas this module reads. */
const STRINGS = { dashboard: dashboardStrings };

/** 'Find and Add a Filter': the search is debounced 500 ms and skipped when blank. */
export function FilterSearch({ onAdd }: { onAdd: (product: Product) => void }) {
  const s = useStringAreas(STRINGS);
  const headingId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const search = useQuery({
    ...queries.listProducts({ q, type: 'filter' }),
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
  const results = q !== '' && search.isSuccess ? search.data.data : [];

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
      </div>
      {results.length > 0 ? (
        <ul className="sf-dashboard-list" aria-labelledby={headingId}>
          {results.map((product) => (
            <li key={product._id}>
              <TrackerSearchResult product={product} onAdd={() => onAdd(product)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
