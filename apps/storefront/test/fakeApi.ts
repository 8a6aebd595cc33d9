/** One request the app sent to the API. */
export interface SentRequest {
  method: string;
  /** The path under the API's root with its query, e.g. `/trackers` or `/waterquality/tds?zip=1`. */
  path: string;
  body: unknown;
}

/** An answer of the fake API: a status and a JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

type Route = (request: SentRequest) => Answer | Promise<Answer> | undefined;

const API_ROOT = '/api/v1';

/**
 * The API as the storefront's tests see it: `on(method, path, answer)` sets what a request is
 * answered, `sent` lists what was asked. A request nobody answers gets a 404, so a test notices.
 */
function createFakeApi() {
  let routes: { method: string; path: string; route: Route }[] = [];
  const sent: SentRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const sentRequest: SentRequest = {
      method: request.method,
      path: `${url.pathname.replace(API_ROOT, '')}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(sentRequest);
    const match = [...routes]
      .reverse()
      .find((r) => r.method === sentRequest.method && r.path === sentRequest.path);
    const answer = (await match?.route(sentRequest)) ?? {
      status: 404,
      body: {
        success: false,
        message: `No fake answer for ${sentRequest.method} ${sentRequest.path}`,
      },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  return {
    fetch,
    sent,
    /** Answers `method path` (the path under the API root, with its query) from now on. */
    on(method: string, path: string, answer: Answer | Route) {
      const route: Route = typeof answer === 'function' ? answer : () => answer;
      routes.push({ method, path, route });
    },
    /** The requests sent for `method path`. */
    calls(method: string, path: string) {
      return sent.filter((request) => request.method === method && request.path === path);
    },
    reset() {
      routes = [];
      sent.length = 0;
    },
  };
}

export const fakeApi = createFakeApi();

/** The API's success envelope. */
export const ok = (data: unknown, status = 200): Answer => ({
  status,
  body: { success: true, data },
});

/** The API's refusal envelope. */
export const refused = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});
