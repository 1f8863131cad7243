/**
 * The workbench server: `npm start` (after building the page) runs
 *
 *     node dist/src/web/server.js          # http://127.0.0.1:7707/
 *     PORT=8080 node dist/src/web/server.js
 *
 *     DOPPEL_RUN_TIMEOUT_MS=30000 DOPPEL_WORKERS=4 node dist/src/web/server.js
 *
 * It serves the built page (dist/web/) and the JSON API (api.ts) on 127.0.0.1 only, needs no
 * network, and uses the built-in card library. Requests are bounded in size, checked with zod,
 * and refused unless addressed to this server by name (Host) and, for POST, sent from its own
 * page (Origin), so that other web sites cannot drive it through the browser. Scenarios are run
 * by a pool of worker threads (runPool.ts), each run within a time limit, so that a long run
 * holds up no other request.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { cardPools } from "../scenario/catalog.js";
import { defaultLocalCardsDir, isPoolFolder } from "../scenario/poolFiles.js";
import { Api, type ApiAnswer, jsonShapeProblem, MAX_BODY_BYTES, type WorkerTask } from "./api.js";
import { RunPool } from "./runPool.js";

/** The port the workbench listens on when none is given (`PORT`). */
export const DEFAULT_PORT = 7707;
/** The time limit of one run or export (DOPPEL_RUN_TIMEOUT_MS). */
export const DEFAULT_RUN_TIMEOUT_MS = 10_000;
/** Worker threads that run scenarios (DOPPEL_WORKERS). */
export const DEFAULT_WORKERS = 2;
/** Runs allowed to wait for a worker; more are answered 503 at once. */
export const MAX_QUEUED_RUNS = 16;
const HOST = "127.0.0.1";

const HERE = dirname(fileURLToPath(import.meta.url));
/** The project directory (dist/src/web/ → ../../..). */
export const PROJECT_ROOT = resolve(HERE, "../../..");
/** Where `npm run build:web` puts the page. */
export const STATIC_DIR = resolve(PROJECT_ROOT, "dist/web");

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
};

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

interface StaticFile {
  readonly body: Buffer;
  readonly type: string;
  readonly immutable: boolean;
}

/** The built page, read once: URL path → file. A request can only name one of these. */
function loadStatic(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (p: string) => {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
    else if (st.isFile()) {
      const url = `/${relative(dir, p).split(sep).join("/")}`;
      files.set(url, {
        body: readFileSync(p),
        type: TYPES[extname(p)] ?? "application/octet-stream",
        immutable: url.startsWith("/assets/"),
      });
    }
  };
  walk(dir);
  const index = files.get("/index.html");
  if (index) files.set("/", index);
  return files;
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Doppel workbench</title>
<p>The workbench page is not built. Run <code>npm run build:web</code> (or <code>npm start</code>, which builds it).</p>`;

/** How the workbench's server starts: its port, the folders it serves, its time limit and worker threads. */
export interface StartOptions {
  readonly port: number;
  readonly root?: string;
  readonly staticDir?: string;
  /** The time limit of one run or export, in milliseconds. */
  readonly runTimeoutMs?: number;
  /** Worker threads for runs. */
  readonly workers?: number;
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    "Content-Type": type,
    "Content-Length": String(Buffer.byteLength(body)),
    ...extra,
  });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendAnswer(res, { status, body });
}

function sendAnswer(res: ServerResponse, a: ApiAnswer): void {
  send(res, a.status, "application/json; charset=utf-8", "json" in a ? a.json : JSON.stringify(a.body), {
    "Cache-Control": "no-store",
  });
}

/** Only `application/json` (with parameters, such as a charset): not `application/json-patch+json` or the like. */
function isJson(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers["content-length"] ?? "0");
    if (declared > limit) {
      resolveBody(null);
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      else chunks.push(c);
    });
    req.on("end", () => resolveBody(over ? null : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Starts the server; resolves once it listens (port 0: any free port). */
export function startServer(options: StartOptions): Promise<{ server: Server; url: string }> {
  const pool = new RunPool<WorkerTask>({
    script: new URL("./runWorker.js", import.meta.url),
    size: options.workers ?? DEFAULT_WORKERS,
    timeoutMs: options.runTimeoutMs ?? DEFAULT_RUN_TIMEOUT_MS,
    maxQueued: MAX_QUEUED_RUNS,
  });
  const api = new Api(options.root ?? PROJECT_ROOT, pool);
  const files = loadStatic(options.staticDir ?? STATIC_DIR);
  let port = options.port;
  const allowedHost = (host: string | undefined) => host === `${HOST}:${port}` || host === `localhost:${port}`;

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: "internal error" });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // DNS rebinding: only requests addressed to this server by its own name are served.
    if (!allowedHost(req.headers.host)) return sendJson(res, 421, { error: "wrong Host header" });
    const url = new URL(req.url ?? "/", `http://${HOST}:${port}`);
    if (url.pathname.startsWith("/api/")) {
      if (req.method === "GET") {
        const a = api.get(url.pathname, url.searchParams);
        return a ? sendAnswer(res, a) : sendJson(res, 404, { error: "no such endpoint" });
      }
      if (req.method !== "POST") return sendJson(res, 405, { error: "GET or POST only" });
      const origin = req.headers.origin;
      if (origin !== undefined && !allowedHost(origin.replace(/^http:\/\//, "")))
        return sendJson(res, 403, { error: "requests from other sites are refused" });
      if (!isJson(req.headers["content-type"]))
        return sendJson(res, 415, { error: "send JSON (Content-Type: application/json)" });
      const raw = await readBody(req, MAX_BODY_BYTES);
      if (raw === null) return sendJson(res, 413, { error: `the request is larger than ${MAX_BODY_BYTES} bytes` });
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        return sendJson(res, 400, { error: "the request body is not JSON" });
      }
      const shape = jsonShapeProblem(body);
      if (shape !== null) return sendJson(res, 400, { error: shape });
      // A client that goes away stops its run.
      const gone = new AbortController();
      res.once("close", () => {
        if (!res.writableFinished) gone.abort();
      });
      const a = await api.post(url.pathname, body, gone.signal);
      if (gone.signal.aborted) return;
      return a ? sendAnswer(res, a) : sendJson(res, 404, { error: "no such endpoint" });
    }
    if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "text/plain; charset=utf-8", "GET only");
    const file = files.get(url.pathname);
    if (!file) {
      if (url.pathname === "/" || url.pathname === "/index.html")
        return send(res, 200, "text/html; charset=utf-8", NOT_BUILT);
      return send(res, 404, "text/plain; charset=utf-8", "not found");
    }
    // For HEAD, node:http sends the headers (with the real Content-Length) and drops the body.
    send(res, 200, file.type, file.body, {
      "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    });
  }

  server.on("close", () => void pool.close());
  server.requestTimeout = 60_000;
  server.headersTimeout = 10_000;
  return new Promise((resolveStart, reject) => {
    const failed = (e: Error) => {
      void pool.close();
      reject(e);
    };
    server.once("error", failed);
    server.listen(options.port, HOST, () => {
      server.off("error", failed);
      port = (server.address() as AddressInfo).port;
      resolveStart({ server, url: `http://${HOST}:${port}/` });
      // The card search's name index, read once the server answers, so that the first keystroke finds it ready.
      setImmediate(() => {
        for (const pool of cardPools()) pool.entries();
      });
    });
  });
}

/** A whole number from the environment (`fallback` when unset), or null when it is not one from `min` to `max`. */
function wholeSetting(value: string | undefined, fallback: number, min: number, max: number): number | null {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

async function main(): Promise<number> {
  const port = wholeSetting(process.env.PORT, DEFAULT_PORT, 0, 65535);
  if (port === null) {
    process.stderr.write(`PORT must be a port number (0-65535), not "${process.env.PORT}"\n`);
    return 2;
  }
  const runTimeoutMs = wholeSetting(process.env.DOPPEL_RUN_TIMEOUT_MS, DEFAULT_RUN_TIMEOUT_MS, 100, 3_600_000);
  if (runTimeoutMs === null) {
    process.stderr.write(
      `DOPPEL_RUN_TIMEOUT_MS must be a number of milliseconds (100-3600000), not "${process.env.DOPPEL_RUN_TIMEOUT_MS}"\n`,
    );
    return 2;
  }
  const workers = wholeSetting(process.env.DOPPEL_WORKERS, DEFAULT_WORKERS, 1, 16);
  if (workers === null) {
    process.stderr.write(
      `DOPPEL_WORKERS must be a number of worker threads (1-16), not "${process.env.DOPPEL_WORKERS}"\n`,
    );
    return 2;
  }
  // Local cards (`doppel cards import`): DOPPEL_CARDS, else ~/.doppel/cards when it holds some; the
  // run workers inherit the choice through the environment.
  if (!process.env.DOPPEL_CARDS && isPoolFolder(defaultLocalCardsDir()))
    process.env.DOPPEL_CARDS = defaultLocalCardsDir();
  if (process.env.DOPPEL_CARDS && !isPoolFolder(process.env.DOPPEL_CARDS)) {
    process.stderr.write(
      `DOPPEL_CARDS must be a folder \`doppel cards import\` wrote, not "${process.env.DOPPEL_CARDS}"\n`,
    );
    return 2;
  }
  try {
    const { server, url } = await startServer({ port, runTimeoutMs, workers });
    process.stdout.write(`Doppel workbench: ${url}\n(listening on ${HOST} only; Ctrl+C stops it)\n`);
    const stop = () => {
      server.close();
      server.closeAllConnections();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    return 0;
  } catch (e) {
    const code = typeof e === "object" && e !== null ? Reflect.get(e, "code") : undefined;
    if (code === "EADDRINUSE") {
      process.stderr.write(
        `Port ${port} on ${HOST} is already in use (is a workbench already running?).\nChoose another port: PORT=${port === DEFAULT_PORT ? DEFAULT_PORT + 1 : port + 1} npm start\n`,
      );
      return 1;
    }
    if (code === "EACCES") {
      process.stderr.write(
        `Not allowed to listen on port ${port}. Choose another port: PORT=${DEFAULT_PORT} npm start\n`,
      );
      return 1;
    }
    process.stderr.write(`Cannot start the workbench: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => {
    if (code !== 0) process.exitCode = code;
  });
}
