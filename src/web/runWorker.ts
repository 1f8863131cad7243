/**
 * A worker thread of the workbench's pool (runPool.ts): it loads and replays scenarios with the
 * same loader and runner as `doppel test` (session.ts), one task at a time, and posts back the
 * answer's JSON text.
 */
import { parentPort } from "node:worker_threads";
import { WorkerTaskSchema } from "./api.js";
import { handleAsEnters } from "./asEnters.js";
import { READY, type WorkerReply } from "./runPool.js";
import { handleExport, handleRun } from "./session.js";

const port = parentPort;
if (port) {
  port.on("message", (m: unknown) => {
    if (typeof m !== "object" || m === null) return;
    const id: unknown = Reflect.get(m, "id");
    if (typeof id !== "number") return;
    let reply: WorkerReply;
    try {
      const task = WorkerTaskSchema.parse(Reflect.get(m, "task"));
      const body =
        task.kind === "run"
          ? handleRun(task.req)
          : task.kind === "asEnters"
            ? handleAsEnters(task.req)
            : handleExport(task.req.yaml, task.req.expectations);
      reply = { id, ok: true, json: JSON.stringify(body) };
    } catch (e) {
      reply = { id, ok: false, message: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
  port.postMessage(READY);
}
