import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGESTION_QUERY_MAX_LENGTH } from '@wtkit/domain';
import type { SearchSuggestions, SuggestionStatus } from '@wtkit/ui';
import { useState } from 'react';
import { queries } from './apiClient';
import { useDebouncedValue } from './useDebouncedValue';

/** How long the text rests before its suggestions are asked for. */
const SUGGESTION_DELAY_MS = 200;

/**
 * The header search's suggestions: `setText` on every change of the text, the suggestions for
 * it once it has rested (the last ones stay shown while the next load), and where they are.
 * Blank text, and text longer than suggestions take, asks nothing.
 */
export function useSearchSuggestions() {
  const [text, setText] = useState('');
  const typed = text.trim();
  const asked = useDebouncedValue(typed, SUGGESTION_DELAY_MS);
  const askable = (q: string) => q !== '' && q.length <= SUGGESTION_QUERY_MAX_LENGTH;
  const query = useQuery({
    ...queries.suggestSearch(asked),
    enabled: askable(asked),
    placeholderData: keepPreviousData,
  });
  const status: SuggestionStatus = !askable(typed)
    ? 'idle'
    : typed !== asked || query.isPending || query.isPlaceholderData
      ? 'loading'
      : query.isError
        ? 'error'
        : 'ready';
  const suggestions: SearchSuggestions | null = query.data?.data ?? null;
  return { setText, suggestions: status === 'idle' ? null : suggestions, status };
}
