/** The page's calls to its server (src/web/api.ts). */
import type {
  AsEntersRequest,
  AsEntersResponse,
  CardView,
  Edit,
  ExportRequest,
  Lang,
  RunResponse,
  SuiteEntry,
} from "../protocol.ts";

export class ApiError extends Error {}

/** The server didn't answer at all (stopped, or the network is down): the page says so in words. */
export class ServerGone extends Error {}

function reach(path: string, init?: RequestInit): Promise<Response> {
  return fetch(path, init).catch(() => {
    throw new ServerGone(path);
  });
}

/**
 * Requests in flight, shown as `data-busy` on the root element (tests wait for it to go). The
 * count drops a moment after each answer, once what the answer starts (a render, a next request)
 * has begun, so that a chain of requests reads as one busy period.
 */
let inFlight = 0;

function mark(): void {
  if (inFlight > 0) document.documentElement.setAttribute("data-busy", "");
  else document.documentElement.removeAttribute("data-busy");
}

function track<T>(p: Promise<T>): Promise<T> {
  inFlight++;
  mark();
  return p.finally(() =>
    setTimeout(() => {
      inFlight--;
      mark();
    }, 0),
  );
}

async function json<T>(res: Response): Promise<T> {
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error =
      typeof body === "object" && body !== null && "error" in body ? String(body.error) : `HTTP ${res.status}`;
    throw new ApiError(error);
  }
  return body as T;
}

function get<T>(path: string): Promise<T> {
  return track(reach(path).then((r) => json<T>(r)));
}

function post<T>(path: string, body: unknown): Promise<T> {
  return track(
    reach(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
      (r) => json<T>(r),
    ),
  );
}

export function run(
  yaml: string,
  lang: Lang,
  options: { edit?: Edit; at?: number; explain?: string; strict?: boolean } = {},
): Promise<RunResponse> {
  return post<RunResponse>("/api/run", { yaml, lang, ...options });
}

export function exportYaml(req: ExportRequest): Promise<{ yaml: string; note: string | null }> {
  return post("/api/export", req);
}

export function asEnters(req: AsEntersRequest): Promise<AsEntersResponse> {
  return post("/api/asEnters", req);
}

export function newScenario(lang: Lang): Promise<{ yaml: string }> {
  return get(`/api/new?${new URLSearchParams({ lang })}`);
}

export function searchCards(q: string, lang: Lang, limit: number): Promise<{ total: number; cards: CardView[] }> {
  const params = new URLSearchParams({ q, lang, limit: String(limit) });
  return get(`/api/cards?${params}`);
}

export function suite(): Promise<{ scenarios: SuiteEntry[] }> {
  return get("/api/suite");
}

export function suiteFile(path: string): Promise<{ path: string; yaml: string }> {
  return get(`/api/suite/file?${new URLSearchParams({ path })}`);
}
