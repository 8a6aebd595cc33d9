import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Product } from '@wtkit/api-client';
import { SEARCH_DEBOUNCE_MS } from '@wtkit/domain';
import type { ProductFormProps } from '@wtkit/ui';
import { useState } from 'react';
import { queries } from '../apiClient';
import { infiniteQueries } from '../infiniteQueries';
import { useDebouncedValue } from '../useDebouncedValue';

/** Parts a page of the picker's results holds. */
const PARTS_PER_PAGE = 24;

const NO_PARTS: readonly Product[] = [];

/**
 * The product form's parts picker, fed from the server: the parts matching the search text
 * (debounced like the dashboard's search; blank lists every part by name), a page at a time,
 * and the parts an edited filter lists, read with the filter (`partProducts`) so they show by
 * name while the results leave them out. `ready` is false until those are known.
 */
export function usePartPicker(editing: Product | undefined, enabled: boolean) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const results = useInfiniteQuery({
    ...infiniteQueries.listProducts({
      type: 'part',
      limit: PARTS_PER_PAGE,
      ...(q === '' ? {} : { q }),
    }),
    enabled,
    retry: false,
  });
  const listsParts = editing !== undefined && editing.parts.length > 0;
  const detail = useQuery({
    ...queries.getProduct(editing?._id ?? ''),
    enabled: enabled && listsParts,
  });

  const props = {
    partOptions: results.data?.pages.flatMap((page) => page.data) ?? NO_PARTS,
    chosenParts: detail.data?.data.partProducts ?? NO_PARTS,
    partSearch: text,
    onPartSearchChange: setText,
    hasMoreParts: results.hasNextPage,
    onLoadMoreParts: () => void results.fetchNextPage(),
    isLoadingParts: results.isFetching,
  } satisfies Partial<ProductFormProps>;
  return { props, ready: !listsParts || !detail.isPending };
}
