import { apiErrorFrom } from '@wtkit/api-client';
import { queries, queryClient } from './apiClient';
import { EARLY_GLOBAL, type EarlyAnswer, type EarlyRequest } from './earlyRequests';

/**
 * The signed-in answers the page's head started fetching before the scripts loaded become the
 * first answers of the app's queries: the data, or the server's refusal as the API client would
 * report it. A refused token (401) and a failed network are asked again through the API client,
 * which ends the session or retries in its own way.
 */
export function adoptEarlyRequests() {
  const started = (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] as
    | Partial<Record<EarlyRequest, Promise<EarlyAnswer>>>
    | undefined;
  const options = {
    me: queries.getMe(),
    cart: queries.getCart(),
    tracker: queries.getTracker(),
    orders: queries.listMyOrders(),
  };
  for (const [name, early] of Object.entries(started ?? {}) as [
    EarlyRequest,
    Promise<EarlyAnswer>,
  ][]) {
    const query = options[name];
    const ask = query.queryFn as (context: unknown) => Promise<unknown>;
    let taken = false;
    void queryClient.prefetchQuery({
      queryKey: query.queryKey,
      queryFn: async (context) => {
        // The early answer serves the first attempt; a retry asks the server again.
        if (taken) return ask(context);
        taken = true;
        const answer = await early.catch(() => null);
        if (answer === null || answer.status === 401) return ask(context);
        if (answer.status >= 200 && answer.status < 300) return answer.body;
        throw apiErrorFrom(answer.status, answer.body);
      },
    });
  }
}
