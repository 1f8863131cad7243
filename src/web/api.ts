/**
 * The workbench's HTTP API, as functions from a validated request to a JSON answer (server.ts
 * does the HTTP). Every request is checked with zod before anything reads it; sizes are bounded;
 * nothing a request carries is ever evaluated as code: scenario text goes to the scenario loader,
 * steps and answers are checked against the scenario format's own schemas.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { MAX_FILE_BYTES } from "../scenario/rulesets/load.js";
import { AnswerSchema, ID_PATTERN, MAX_NUMBER, StepSchema } from "../scenario/schema.js";
import { newScenario } from "./docEdit.js";
import { cardRulings, searchCards, suiteEntries } from "./library.js";
import type { AnswerJson, AsEntersRequest, ExportRequest, Json, RunRequest, SuiteEntry } from "./protocol.js";
import { STEP_NAMES, ZONE_NAMES } from "./protocol.js";
import type { PoolOutcome, RunPool } from "./runPool.js";

/** Largest request body accepted (a scenario is at most 1 MiB; JSON escaping can grow it). */
export const MAX_BODY_BYTES = 2 * MAX_FILE_BYTES + 64 * 1024;
export const MAX_JSON_DEPTH = 32;

const name = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\n\r]*$/, "one line");
const lang = z.enum(["en", "fr"]);

/** Any JSON value no deeper than MAX_JSON_DEPTH. */
const JsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.string().max(10_000),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(JsonSchema).max(1000),
    z.record(z.string().max(100), JsonSchema),
  ]),
);

/** Most entries of one list or map in a request (the page never sends more than a few dozen). */
export const MAX_JSON_ENTRIES = 1000;
/** Most values in a whole request (bounds the schemas' work on the server's thread). */
export const MAX_JSON_VALUES = 10_000;

/**
 * Why a parsed request body is refused before any schema walks it, or null: it nests more than
 * MAX_JSON_DEPTH levels, one of its lists or maps has more than MAX_JSON_ENTRIES entries, or it
 * holds more than MAX_JSON_VALUES values in all.
 * Walks with its own stack, so that no width or depth can overflow the call stack.
 */
export function jsonShapeProblem(body: unknown): string | null {
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value: body, depth: 0 }];
  let values = 0;
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (++values > MAX_JSON_VALUES) return `the request holds more than ${MAX_JSON_VALUES} values`;
    if (top.depth > MAX_JSON_DEPTH) return `the request nests more than ${MAX_JSON_DEPTH} levels`;
    if (typeof top.value !== "object" || top.value === null) continue;
    const entries: unknown[] = Array.isArray(top.value) ? top.value : Object.values(top.value);
    if (entries.length > MAX_JSON_ENTRIES)
      return `the request has a list or map of more than ${MAX_JSON_ENTRIES} entries`;
    for (const value of entries) stack.push({ value, depth: top.depth + 1 });
  }
  return null;
}

/** A step as the page builds it: a JSON map that the scenario format's step schema accepts. */
const StepJson = z
  .record(z.string().max(40), JsonSchema)
  .refine((s) => StepSchema.safeParse(s).success, { message: "not a valid scenario step" })
  .refine((s) => !("check" in s) && !("illegal" in s), { message: "the page's steps carry no check or illegal keys" });

/** An answer as in `answers:` (scenario format 4.3), checked by the format's own schema. */
const AnswerJsonSchema: z.ZodType<AnswerJson> = AnswerSchema;

const EditSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("appendStep"), step: StepJson }),
  z.strictObject({ kind: z.literal("answer"), step: z.number().int().min(0).max(100_000), answer: AnswerJsonSchema }),
  z.strictObject({
    kind: z.literal("addObject"),
    zone: z.enum(ZONE_NAMES),
    player: name,
    card: name,
    id: z.string().max(100).regex(ID_PATTERN).optional(),
    token: z.boolean().optional(),
    tapped: z.boolean().optional(),
    faceDown: z.boolean().optional(),
    face: z.enum(["front", "back"]).optional(),
    counters: z
      .record(z.string().min(1).max(40), z.number().int().min(0).max(MAX_NUMBER))
      .refine((c) => Object.keys(c).length <= 20, "at most 20 kinds of counters")
      .optional(),
    chosen: z
      .strictObject({
        copyOf: z.string().max(100).regex(ID_PATTERN).nullable().optional(),
        color: name.optional(),
        creatureType: name.optional(),
        cardName: name.optional(),
        player: name.optional(),
      })
      .optional(),
  }),
  z.strictObject({ kind: z.literal("truncate"), from: z.number().int().min(0).max(100_000) }),
  z.strictObject({ kind: z.literal("removeObject"), id: z.string().min(1).max(100).regex(ID_PATTERN) }),
  z.strictObject({ kind: z.literal("rename"), name }),
  z.strictObject({
    kind: z.literal("setTurn"),
    active: name,
    step: z.enum(STEP_NAMES),
    number: z.number().int().min(1).max(MAX_NUMBER),
  }),
  z.strictObject({ kind: z.literal("setLife"), player: name, life: z.number().int().min(-MAX_NUMBER).max(MAX_NUMBER) }),
]);

const yamlText = z.string().max(MAX_FILE_BYTES, `a scenario is at most ${MAX_FILE_BYTES} bytes`);

export const RunRequestSchema = z.strictObject({
  yaml: yamlText,
  lang,
  edit: EditSchema.optional(),
  at: z.number().int().min(0).max(100_000).optional(),
  explain: z.string().min(1).max(100).optional(),
  strict: z.boolean().optional(),
});

export const ExportRequestSchema = z.strictObject({ yaml: yamlText, expectations: z.boolean() });

export const AsEntersRequestSchema = z.strictObject({ yaml: yamlText, lang, card: name, player: name });

/** What the server hands a worker thread (runWorker.ts) to compute: a checked request. */
export const WorkerTaskSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("run"), req: RunRequestSchema }),
  z.strictObject({ kind: z.literal("export"), req: ExportRequestSchema }),
  z.strictObject({ kind: z.literal("asEnters"), req: AsEntersRequestSchema }),
]);
export type WorkerTask = z.infer<typeof WorkerTaskSchema>;

const SearchSchema = z.strictObject({
  q: z.string().max(200).default(""),
  lang: lang.default("en"),
  limit: z.coerce.number().int().min(1).max(500).default(60),
});

const SuiteFileSchema = z.strictObject({ path: z.string().min(1).max(500) });

const RulingsSchema = z.strictObject({ name: z.string().min(1).max(200) });

/** An answer: a value to send as JSON, or JSON text a worker already wrote. */
export type ApiAnswer =
  | { readonly status: number; readonly body: unknown }
  | { readonly status: number; readonly json: string };

const bad = (error: z.ZodError | string): ApiAnswer => ({
  status: 400,
  body: { error: typeof error === "string" ? error : z.prettifyError(error).slice(0, 2000) },
});

/** The answer to a run or export, from how its worker task ended. */
function answerOf(outcome: PoolOutcome, limitMs: number): ApiAnswer {
  switch (outcome.kind) {
    case "done":
      return { status: 200, json: outcome.json };
    case "timedOut":
      return {
        status: 503,
        body: {
          error: `this run took longer than ${limitMs / 1000} s, the workbench's limit for one run, and was stopped: the scenario is too large or too long to replay here (doppel test runs a file without a limit)`,
        },
      };
    case "busy":
      return { status: 503, body: { error: "the workbench is busy with other runs; try again in a moment" } };
    case "failed":
      return {
        status: 500,
        body: { error: `internal error while running the scenario: ${outcome.message}`.slice(0, 2000) },
      };
    case "cancelled":
      return { status: 503, body: { error: "the run was cancelled" } };
  }
}

/**
 * The API: `root` is the project directory (for scenarios/); runs and exports are computed by
 * `pool`, off the server's thread, each within the pool's time limit.
 */
export class Api {
  private suite: SuiteEntry[] | null = null;

  constructor(
    private readonly root: string,
    private readonly pool: RunPool<WorkerTask>,
  ) {}

  private entries(): SuiteEntry[] {
    if (this.suite === null) this.suite = suiteEntries(this.root);
    return this.suite;
  }

  get(path: string, query: URLSearchParams): ApiAnswer | null {
    switch (path) {
      case "/api/new":
        return { status: 200, body: { yaml: newScenario(query.get("lang") === "fr" ? "fr" : "en") } };
      case "/api/cards": {
        const q = SearchSchema.safeParse(Object.fromEntries(query));
        if (!q.success) return bad(q.error);
        return { status: 200, body: searchCards(q.data.q, q.data.lang, q.data.limit) };
      }
      case "/api/rulings": {
        const q = RulingsSchema.safeParse(Object.fromEntries(query));
        if (!q.success) return bad(q.error);
        const found = cardRulings(q.data.name);
        return found ? { status: 200, body: found } : { status: 404, body: { error: `no card named ${q.data.name}` } };
      }
      case "/api/suite":
        return { status: 200, body: { scenarios: this.entries() } };
      case "/api/suite/file": {
        const q = SuiteFileSchema.safeParse(Object.fromEntries(query));
        if (!q.success) return bad(q.error);
        // Only a file of the list: a request never names an arbitrary path.
        const entry = this.entries().find((e) => e.path === q.data.path);
        if (!entry) return { status: 404, body: { error: `no scenario ${q.data.path} in the suite` } };
        try {
          return {
            status: 200,
            body: { path: entry.path, yaml: readFileSync(resolve(this.root, entry.path), "utf8") },
          };
        } catch {
          return { status: 404, body: { error: `cannot read ${entry.path}` } };
        }
      }
      default:
        return null;
    }
  }

  /** A POST's answer; `signal` aborts when its client goes away. */
  async post(path: string, body: unknown, signal: AbortSignal): Promise<ApiAnswer | null> {
    switch (path) {
      case "/api/run": {
        const r = RunRequestSchema.safeParse(body);
        if (!r.success) return bad(r.error);
        return answerOf(
          await this.pool.run({ kind: "run", req: r.data satisfies RunRequest }, signal),
          this.pool.timeoutMs,
        );
      }
      case "/api/asEnters": {
        const r = AsEntersRequestSchema.safeParse(body);
        if (!r.success) return bad(r.error);
        return answerOf(
          await this.pool.run({ kind: "asEnters", req: r.data satisfies AsEntersRequest }, signal),
          this.pool.timeoutMs,
        );
      }
      case "/api/export": {
        const r = ExportRequestSchema.safeParse(body);
        if (!r.success) return bad(r.error);
        return answerOf(
          await this.pool.run({ kind: "export", req: r.data satisfies ExportRequest }, signal),
          this.pool.timeoutMs,
        );
      }
      default:
        return null;
    }
  }
}
