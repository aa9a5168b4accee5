/** 'offline': the request fails; 'unreadable': a 200 whose body breaks off (the page is being left as it arrives). */
export type Reply = [status: number, body: unknown] | 'offline' | 'unreadable';

/** Replaces fetch with answers chosen by path and JSON body; returns the mock to inspect calls. */
export function mockFetch(reply: (path: string, body: unknown) => Reply | Promise<Reply>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const r = await reply(String(input), init?.body ? JSON.parse(String(init.body)) : undefined);
    if (r === 'offline') throw new TypeError('Failed to fetch');
    if (r === 'unreadable') {
      const aborted = async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      };
      return { ok: true, status: 200, json: aborted } as unknown as Response;
    }
    const [status, body] = r;
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Path and parsed body of every request made. */
export function requestsOf(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    path: String(input),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    headers: init?.headers as Record<string, string> | undefined,
  }));
}

/** A reply that arrives only when release() is called, to look at the pending state. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { promise, release: (reply: Reply) => release(reply) };
}
