// A fetch stand-in answering by "METHOD /path" (a key with a query string matches that exactly).
// A value is the JSON body of a 200; `reply(status, body)` or a function gives anything else (a
// function may answer later with a promise: the call waits for it, as a slow server would). A Response
// (a file with its headers) is answered as it is.
import { vi } from "vitest";

const REPLY = Symbol("reply");
type Reply = { [REPLY]: true; status: number; body?: unknown };
export type Responder = (req: Request) => Reply | unknown;

export function reply(status: number, body?: unknown): Reply {
  return { [REPLY]: true, status, body };
}

function isReply(v: unknown): v is Reply {
  return typeof v === "object" && v !== null && REPLY in v;
}

export function mockApi(routes: Record<string, unknown>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // jsdom's AbortSignal is not the one Node's Request accepts; the mock does not need it.
    const { signal: _signal, ...rest } = init ?? {};
    const req = new Request(new URL(String(input), "http://localhost"), rest);
    calls.push(req);
    const url = new URL(req.url);
    const withQuery = `${req.method} ${url.pathname}${url.search}`;
    const plain = `${req.method} ${url.pathname}`;
    let hit = withQuery in routes ? routes[withQuery] : routes[plain];
    if (typeof hit === "function") hit = await (hit as Responder)(req);
    if (hit instanceof Response) return hit;
    const answer = hit === undefined ? reply(404, { detail: "Not found." }) : isReply(hit) ? hit : reply(200, hit);
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, calls };
}
