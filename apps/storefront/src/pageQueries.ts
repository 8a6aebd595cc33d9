import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The queries a server loader filled, for the page, without the times of their answers (the
 * browser sets them to its own clock when it adopts them): a page rendered twice from the same
 * catalogue is the same bytes, so its entity tag is too, and a cache's revalidation is answered
 * 304.
 */
export function pageQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}
