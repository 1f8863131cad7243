/**
 * The workbench page. Its state is a scenario (YAML text): every action sends the text and an
 * edit to the server, which replays the whole scenario with the CLI's runner and answers with
 * the new text and the resulting board. Undo and redo move between earlier texts; a decision the
 * scenario doesn't answer yet comes back as `pending` and is asked in a dialog, and its answer is
 * another edit (added to that step's `answers:`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import type {
  AnswerJson,
  Edit,
  Json,
  Lang,
  ObjectView,
  ProblemView,
  RunResponse,
  SuiteEntry,
  TurnStep,
} from "../protocol.ts";
import { STEP_NAMES } from "../protocol.ts";
import { exportYaml, newScenario, run, ServerGone, suite, suiteFile } from "./api.tsx";
import { keyOf, PlayerArea, StackPanel, TurnBar } from "./board.tsx";
import {
  AttackDialog,
  BlockDialog,
  DecisionDialog,
  ExportDialog,
  ImportDialog,
  SettingsDialog,
  SuiteDialog,
} from "./dialogs.tsx";
import { STEP_LABELS, words } from "./i18n.tsx";
import { GameLog } from "./gameLog.tsx";
import { LibraryPanel } from "./library.tsx";
import { Explanation, ObjectActions } from "./object.tsx";
import { RuleList } from "./rules.tsx";
import { CardNotes } from "./rulings.tsx";
import { ShareDialog, shareLink, sharedBoard } from "./share.tsx";

type Step = { [key: string]: Json };
type DialogKind = "suite" | "import" | "export" | "attack" | "block" | "settings" | "share" | null;
type Message = { readonly kind: "error" | "info"; readonly text: string } | null;
/** Where an action came from: its refusal or warnings are shown there, beside the control. */
type Origin = "add" | "object" | "game" | "decision";

const STORE = "doppel.workbench.v1";

function saved(): { yaml: string | null; lang: Lang } {
  try {
    const raw = localStorage.getItem(STORE);
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (typeof v === "object" && v !== null && "yaml" in v && typeof v.yaml === "string") {
      return { yaml: v.yaml, lang: "lang" in v && v.lang === "fr" ? "fr" : "en" };
    }
  } catch {
    // Storage unavailable or unreadable: start fresh.
  }
  return { yaml: null, lang: navigator.language.startsWith("fr") ? "fr" : "en" };
}

function slug(s: string): string {
  return (
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "scenario"
  );
}

function allObjects(r: RunResponse | null): ObjectView[] {
  if (!r?.board) return [];
  return [
    ...r.board.players.flatMap((p) => [
      ...p.battlefield,
      ...p.hand,
      ...p.graveyard,
      ...p.library,
      ...p.exile,
      ...p.command,
    ]),
    ...r.board.stack,
  ];
}

export function App() {
  const initial = useMemo(saved, []);
  const [lang, setLang] = useState<Lang>(initial.lang);
  const [yaml, setYaml] = useState<string>(initial.yaml ?? "");
  const [resp, setResp] = useState<RunResponse | null>(null);
  const [past, setPast] = useState<string[]>([]);
  const [future, setFuture] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [feedback, setFeedback] = useState<FeedbackState | null>(null);
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [decisionOpen, setDecisionOpen] = useState(false);
  const [hover, setHover] = useState<string | null>(null);
  const [entries, setEntries] = useState<SuiteEntry[]>([]);
  const [importProblems, setImportProblems] = useState<string[]>([]);
  const [exported, setExported] = useState<{ yaml: string; note: string | null; withExpectations: boolean } | null>(
    null,
  );
  const [link, setLink] = useState<string | null>(null);
  const [advanceTo, setAdvanceTo] = useState<TurnStep>("beginCombat");
  const [nextTurn, setNextTurn] = useState(false);
  const seq = useRef(0);
  /** The scenario as last shown (refs: handlers that run one after another must see each other's result). */
  const yamlRef = useRef(yaml);
  /** The scenario before an action whose decisions are being answered (what cancelling returns to). */
  const txnRef = useRef<string | null>(null);
  /** An imported file is read strictly (issue 20): an ability the engine doesn't execute is an error. */
  const strictRef = useRef(false);
  const w = words(lang);
  const phone = usePhone();

  /** Sends one request; ignores answers to requests overtaken by a newer one. */
  const call = useCallback(
    async (
      text: string,
      options: { edit?: Edit; at?: number | null; explain?: string | null; lang?: Lang; strict?: boolean } = {},
    ): Promise<RunResponse | null> => {
      const n = ++seq.current;
      setBusy(true);
      try {
        const viewAt = options.at === undefined ? at : options.at;
        const explain = options.explain === undefined ? selected : options.explain;
        const strict = options.strict ?? strictRef.current;
        const r = await run(text, options.lang ?? lang, {
          ...(options.edit ? { edit: options.edit } : {}),
          ...(strict ? { strict } : {}),
          ...(viewAt !== null ? { at: viewAt } : {}),
          ...(explain !== null ? { explain } : {}),
        });
        if (n !== seq.current) return null;
        return r;
      } catch (e) {
        if (n === seq.current)
          setMessage({
            kind: "error",
            text: e instanceof ServerGone ? w.serverGone : e instanceof Error ? e.message : String(e),
          });
        return null;
      } finally {
        if (n === seq.current) setBusy(false);
      }
    },
    [at, selected, lang, w],
  );

  /** Shows a response as the current state. */
  const show = useCallback(
    (r: RunResponse) => {
      setResp(r);
      setYaml(r.yaml);
      yamlRef.current = r.yaml;
      setDecisionOpen(r.pending !== null);
      try {
        localStorage.setItem(STORE, JSON.stringify({ yaml: r.yaml, lang }));
      } catch {
        // Not saved: the page still works.
      }
    },
    [lang],
  );

  /** Replaces the scenario (new, opened, imported, undo/redo): no edit, a fresh replay. */
  const load = useCallback(
    async (text: string, record: "undoable" | "none", opts: { explain?: string | null; strict?: boolean } = {}) => {
      const r = await call(text, {
        at: null,
        explain: opts.explain === undefined ? null : opts.explain,
        ...(opts.strict !== undefined ? { strict: opts.strict } : {}),
      });
      if (!r) return null;
      if (opts.strict !== undefined) strictRef.current = opts.strict;
      if (record === "undoable" && text !== yamlRef.current) {
        const prev = txnRef.current ?? yamlRef.current;
        setPast((p) => [...p, prev]);
        setFuture([]);
      }
      txnRef.current = null;
      setAt(null);
      setFeedback(null);
      if (opts.explain === undefined) setSelected(null);
      show(r);
      return r;
    },
    [call, show],
  );

  /** Applies one edit; a decision it raises opens a dialog and the action stays open until answered. */
  const act = useCallback(
    async (edit: Edit, info?: string, origin: Origin = edit.kind === "answer" ? "decision" : "game") => {
      const before = yamlRef.current;
      const warningsBefore = resp?.warnings ?? [];
      const r = await call(before, { edit, at: null });
      if (!r) return;
      if (r.rejected) {
        setResp(r);
        setFeedback({ origin, rejected: r.rejected, warnings: [] });
        setMessage(
          origin === "decision"
            ? {
                kind: "error",
                text: `${w.refused}: ${r.rejected.map((p) => `${p.message}${p.rule ? ` (${w.rule} ${p.rule})` : ""}`).join(" ")}`,
              }
            : null,
        );
        setDecisionOpen(r.pending !== null && edit.kind === "answer");
        return;
      }
      const added = r.warnings.filter((x) => !warningsBefore.includes(x));
      setFeedback(added.length > 0 ? { origin, rejected: [], warnings: added } : null);
      setMessage(info ? { kind: "info", text: info } : null);
      setAt(null);
      show(r);
      if (r.pending && txnRef.current === null) txnRef.current = before;
      if (!r.pending) {
        const prev = txnRef.current ?? before;
        setPast((p) => [...p, prev]);
        setFuture([]);
        txnRef.current = null;
      }
    },
    [call, show, w, resp],
  );

  const step = useCallback((s: Step) => act({ kind: "appendStep", step: s }), [act]);
  const objectStep = useCallback((s: Step) => act({ kind: "appendStep", step: s }, undefined, "object"), [act]);
  const stepAndClose = (s: Step) => {
    setDialog(null);
    step(s);
  };

  const answer = useCallback(
    (a: AnswerJson) => {
      const p = resp?.pending;
      if (p) act({ kind: "answer", step: p.step, answer: a });
    },
    [act, resp],
  );

  const cancelDecision = useCallback(() => {
    setDecisionOpen(false);
    setHover(null);
    const base = txnRef.current;
    if (base !== null) {
      txnRef.current = null;
      load(base, "none", { explain: selected });
    }
  }, [load, selected]);

  const undo = useCallback(() => {
    const prev = past[past.length - 1];
    if (prev === undefined) return;
    setPast(past.slice(0, -1));
    setFuture([txnRef.current ?? yamlRef.current, ...future]);
    txnRef.current = null;
    load(prev, "none", { explain: selected });
  }, [past, future, load, selected]);

  const redo = useCallback(() => {
    const next = future[0];
    if (next === undefined) return;
    setFuture(future.slice(1));
    setPast([...past, yamlRef.current]);
    load(next, "none", { explain: selected });
  }, [past, future, load, selected]);

  // First load: a board in the address (#board=…, a shared link), a scenario named in it
  // (#open=scenarios/…), the saved one, or a new board.
  useEffect(() => {
    const open = /^#open=(.+)$/.exec(location.hash)?.[1];
    if (location.hash.startsWith("#board=")) {
      sharedBoard(location.hash).then(
        (text) => {
          // The board is now the page's own: later changes are saved as usual, not in the link.
          history.replaceState(null, "", location.pathname);
          if (text !== null) load(text, "none");
        },
        (e) => {
          setMessage({ kind: "error", text: w.badLink(e instanceof Error ? e.message : String(e)) });
          newScenario(lang).then((n) => load(n.yaml, "none"));
        },
      );
    } else if (open) {
      suiteFile(decodeURIComponent(open)).then(
        (f) => load(f.yaml, "none"),
        (e) => setMessage({ kind: "error", text: String(e instanceof Error ? e.message : e) }),
      );
    } else if (initial.yaml) load(initial.yaml, "none");
    else newScenario(lang).then((n) => load(n.yaml, "none"));
  }, []);

  // Keyboard: Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, outside text fields.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target;
      if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
      if (!(e.ctrlKey || e.metaKey) || dialog !== null || decisionOpen) return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) {
        e.preventDefault();
        undo();
      } else if ((k === "z" && e.shiftKey) || k === "y") {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo, dialog, decisionOpen]);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = words(lang).title;
  }, [lang]);

  const select = async (key: string) => {
    setSelected(key);
    const r = await call(yamlRef.current, { explain: key });
    if (r) setResp(r);
    // On a phone the explanation is in the selected object's panel, at the top of the board.
    if (phone) document.querySelector("[data-testid=selected]")?.scrollIntoView({ block: "start" });
  };

  const switchLang = async (l: Lang) => {
    if (l === lang) return;
    setLang(l);
    const r = await call(yamlRef.current, { lang: l });
    if (r) {
      setResp(r);
      try {
        localStorage.setItem(STORE, JSON.stringify({ yaml: yamlRef.current, lang: l }));
      } catch {
        // Not saved.
      }
    }
  };

  const viewAt = async (n: number | null) => {
    setAt(n);
    const r = await call(yamlRef.current, { at: n });
    if (r) setResp(r);
  };

  const openExport = async (withExpectations: boolean) => {
    try {
      const e = await exportYaml({ yaml: yamlRef.current, expectations: withExpectations });
      setExported({ ...e, withExpectations });
      setDialog("export");
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : String(e) });
    }
  };

  const board = resp?.board ?? null;
  const objects = allObjects(resp);
  const sel = objects.find((o) => keyOf(o) === selected) ?? null;
  const players = resp?.players ?? [];
  const pending = resp?.pending ?? null;
  // While a decision waits, the only actions are answering it or dropping its step.
  const readOnly = at !== null || busy || pending !== null;
  const highlight = new Set<string>(hover ? [hover] : []);
  const viewing = at !== null && resp !== null && at < resp.steps.length;

  return (
    <div class={`app ${busy ? "is-busy" : ""}`}>
      <a class="skip" href="#board">
        {w.skipToBoard}
      </a>
      <header class="top">
        <div class="brand">
          <h1>{w.title}</h1>
          <span class="tagline">{w.tagline}</span>
        </div>
        <nav class="toolbar" aria-label={w.actions}>
          <button
            type="button"
            onClick={() => newScenario(lang).then((n) => load(n.yaml, "undoable", { strict: false }))}
          >
            {w.newBoard}
          </button>
          <button
            type="button"
            onClick={() => {
              suite().then((s) => setEntries(s.scenarios));
              setDialog("suite");
            }}
          >
            {w.openSuite}
          </button>
          <button
            type="button"
            onClick={() => {
              setImportProblems([]);
              setDialog("import");
            }}
          >
            {w.importYaml}
          </button>
          <button type="button" onClick={() => openExport(true)} data-testid="export">
            {w.exportYaml}
          </button>
          <button
            type="button"
            disabled={yaml === ""}
            onClick={() =>
              shareLink(yamlRef.current).then((l) => {
                setLink(l);
                setDialog("share");
              })
            }
            data-testid="copy-link"
          >
            {w.copyLink}
          </button>
          <span class="sep" />
          <button
            type="button"
            onClick={undo}
            disabled={past.length === 0 || busy}
            aria-keyshortcuts="Control+Z"
            data-testid="undo"
          >
            ↶ {w.undo}
          </button>
          <button
            type="button"
            onClick={redo}
            disabled={future.length === 0 || busy}
            aria-keyshortcuts="Control+Shift+Z"
            data-testid="redo"
          >
            ↷ {w.redo}
          </button>
          <span class="sep" />
          <fieldset class="lang-toggle">
            <legend class="visually-hidden">{w.language}</legend>
            {(["en", "fr"] as const).map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={lang === l}
                lang={l}
                onClick={() => switchLang(l)}
                data-testid={`lang-${l}`}
              >
                {l === "en" ? "English" : "Français"}
              </button>
            ))}
          </fieldset>
        </nav>
      </header>

      <div class="scenario-bar">
        <h2 class="scenario-name" data-testid="scenario-name">
          {resp?.name ?? ""}
        </h2>
        {resp && (
          <span class={`status status-${resp.pending ? "pending" : resp.status}`} data-testid="status">
            {resp.pending ? w.pendingBanner(resp.pending.step + 1) : (w.status[resp.status] ?? resp.status)}
          </span>
        )}
        {resp && resp.cite.length > 0 && (
          <span class="cite">
            {w.cite}: <RuleList rules={resp.cite} lang={lang} />
          </span>
        )}
        {board && (
          <button type="button" onClick={() => setDialog("settings")} disabled={readOnly}>
            {w.gameSettings}
          </button>
        )}
        <button
          type="button"
          class="phone-only"
          onClick={() => {
            const search = document.querySelector<HTMLInputElement>("[data-testid=card-search]");
            search?.scrollIntoView({ block: "center" });
            search?.focus();
          }}
          data-testid="go-add-card"
        >
          {w.addCard} ↓
        </button>
        {busy && (
          <span class="busy" role="status">
            {w.loading}
          </span>
        )}
      </div>

      {message && (
        <div
          class={`message message-${message.kind}`}
          role={message.kind === "error" ? "alert" : "status"}
          data-testid="message"
        >
          <span>{message.text}</span>
          <button type="button" class="icon" aria-label={w.close} onClick={() => setMessage(null)}>
            ×
          </button>
        </div>
      )}

      <div class="layout">
        <aside class="col-left">
          <LibraryPanel
            lang={lang}
            players={players}
            yaml={yaml}
            disabled={readOnly}
            onAdd={(e, info) => act(e, info, "add")}
            feedback={<Feedback f={feedback} origin="add" lang={lang} />}
          />
        </aside>

        <main class="col-main" id="board" tabIndex={-1}>
          {board && <TurnBar board={board} lang={lang} />}
          {board && (
            <fieldset class="game-actions">
              <legend class="visually-hidden">{w.actions}</legend>
              <button
                type="button"
                disabled={readOnly || board.stack.length === 0}
                onClick={() => step({ resolve: 1 })}
                data-testid="resolve"
              >
                {w.resolveTop}
              </button>
              <button
                type="button"
                disabled={readOnly || board.stack.length === 0}
                onClick={() => step({ resolve: "all" })}
              >
                {w.resolveAll}
              </button>
              <button type="button" disabled={readOnly} onClick={() => step({ pass: true })}>
                {w.pass}
              </button>
              <span class="inline-form">
                <label>
                  {w.advanceTo}{" "}
                  <select
                    value={advanceTo}
                    onChange={(e) => setAdvanceTo(STEP_NAMES.find((s) => s === e.currentTarget.value) ?? "main1")}
                  >
                    {STEP_NAMES.map((s) => (
                      <option key={s} value={s}>
                        {STEP_LABELS[lang][s] ?? s}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <input type="checkbox" checked={nextTurn} onChange={(e) => setNextTurn(e.currentTarget.checked)} />{" "}
                  {w.nextTurn}
                </label>
                <button
                  type="button"
                  disabled={readOnly}
                  onClick={() => step({ advance: nextTurn ? { to: advanceTo, turn: "next" } : advanceTo })}
                >
                  {w.go}
                </button>
              </span>
              <button type="button" disabled={readOnly} onClick={() => step({ endTurn: true })}>
                {w.endTurn}
              </button>
              <button type="button" disabled={readOnly} onClick={() => setDialog("attack")}>
                {w.attack}
              </button>
              <button type="button" disabled={readOnly} onClick={() => setDialog("block")}>
                {w.block}
              </button>
            </fieldset>
          )}
          <Feedback f={feedback} origin="game" lang={lang} />
          {viewing && (
            <p class="banner" role="status">
              {w.viewing(at ?? 0, resp?.steps.length ?? 0)}{" "}
              <button type="button" onClick={() => viewAt(null)}>
                {w.backToPresent}
              </button>
            </p>
          )}
          {pending && !decisionOpen && !viewing && (
            <p class="banner" role="status">
              {w.pendingBanner(pending.step + 1)}{" "}
              <button type="button" onClick={() => setDecisionOpen(true)}>
                {w.answer}
              </button>{" "}
              <button type="button" onClick={() => act({ kind: "truncate", from: pending.step })}>
                {w.dropFrom}
              </button>
            </p>
          )}
          {sel && board && (
            <section class="panel selected-panel" aria-labelledby="selected-title" data-testid="selected">
              <h2 id="selected-title">
                {w.selected}: <span class="selected-name">{sel.label}</span>{" "}
                <span class="count">({w.zones[sel.zone] ?? sel.zone})</span>
              </h2>
              <ObjectActions
                key={sel.id}
                o={sel}
                board={board}
                lang={lang}
                players={players}
                disabled={readOnly}
                onStep={objectStep}
                onEdit={(e) => act(e, undefined, "object")}
              />
              <Feedback f={feedback} origin="object" lang={lang} />
              {phone && resp?.explanation && resp.explanation.id === sel.id && (
                <div class="explain-inline" data-testid="explanation-inline">
                  <h3 class="sub">{w.explanation}</h3>
                  <Explanation e={resp.explanation} lang={lang} />
                  <CardNotes notes={resp.notes} lang={lang} />
                </div>
              )}
            </section>
          )}
          {board?.players.map((p) => (
            <PlayerArea
              key={p.name}
              p={p}
              board={board}
              lang={lang}
              selected={selected}
              highlight={highlight}
              onSelect={select}
            />
          ))}
        </main>

        <aside class="col-right">
          {board && (
            <StackPanel board={board} lang={lang} selected={selected} highlight={highlight} onSelect={select} />
          )}
          <section
            class="panel explain-panel"
            aria-labelledby="explain-title"
            data-testid="explanation"
            hidden={phone && sel !== null}
          >
            <h2 id="explain-title">{w.explanation}</h2>
            {sel ? (
              resp?.explanation && resp.explanation.id === sel.id ? (
                <>
                  <Explanation e={resp.explanation} lang={lang} />
                  <CardNotes notes={resp.notes} lang={lang} />
                </>
              ) : (
                <p class="help">{w.loading}</p>
              )
            ) : (
              <p class="help">{w.selectHint}</p>
            )}
          </section>
          {resp && <GameLog log={resp.log} lang={lang} shownSteps={resp.at} onSelect={select} />}
          <History
            resp={resp}
            lang={lang}
            at={at}
            busy={busy}
            onView={viewAt}
            onDrop={(from) => act({ kind: "truncate", from })}
          />
          {resp && (resp.problems.length > 0 || resp.failures.length > 0 || resp.warnings.length > 0) && (
            <section class="panel problems-panel" aria-labelledby="problems-title">
              <h2 id="problems-title">{w.problems}</h2>
              {resp.problems.length > 0 && (
                <ul class="problems" data-testid="problems">
                  {resp.problems.map((p) => (
                    <li key={`${p.code}-${p.line}-${p.message}`}>
                      {p.line !== undefined ? `${w.line(p.line)}: ` : ""}
                      {p.message} {p.rule && <RuleList rules={[p.rule]} lang={lang} />}
                    </li>
                  ))}
                </ul>
              )}
              {resp.failures.length > 0 && (
                <>
                  <h3 class="sub">{w.failures}</h3>
                  <ul class="problems">
                    {resp.failures.map((f) => (
                      <li key={`${f.at}-${f.line}`}>
                        {w.line(f.line)}, {f.at}: {f.message}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {resp.warnings.length > 0 && (
                <details>
                  <summary>
                    {w.warnings} ({resp.warnings.length})
                  </summary>
                  <ul class="warnings">
                    {resp.warnings.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </details>
              )}
            </section>
          )}
        </aside>
      </div>

      {pending && decisionOpen && !viewing && (
        <DecisionDialog
          key={`${pending.step}-${pending.prompt}-${yaml.length}`}
          d={pending}
          lang={lang}
          onAnswer={answer}
          onCancel={cancelDecision}
          onHover={setHover}
        />
      )}
      {dialog === "suite" && (
        <SuiteDialog
          entries={entries}
          lang={lang}
          onClose={() => setDialog(null)}
          onOpen={(path) => {
            setDialog(null);
            suiteFile(path).then(
              (f) => load(f.yaml, "undoable", { strict: false }),
              (e) => setMessage({ kind: "error", text: String(e instanceof Error ? e.message : e) }),
            );
          }}
        />
      )}
      {dialog === "import" && (
        <ImportDialog
          lang={lang}
          problems={importProblems}
          onClose={() => setDialog(null)}
          onImport={async (text) => {
            const r = await call(text, { at: null, explain: null, strict: true });
            if (!r) return;
            if (r.board === null) {
              setImportProblems(
                r.problems.map((p) => `${p.line !== undefined ? `${w.line(p.line)}: ` : ""}${p.message}`),
              );
              return;
            }
            setDialog(null);
            await load(text, "undoable", { strict: true });
          }}
        />
      )}
      {dialog === "export" && exported && (
        <ExportDialog
          lang={lang}
          yaml={exported.yaml}
          note={exported.note}
          withExpectations={exported.withExpectations}
          filename={`${slug(resp?.name ?? "scenario")}.yaml`}
          onToggle={(v) => openExport(v)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "share" && link !== null && <ShareDialog link={link} lang={lang} onClose={() => setDialog(null)} />}
      {dialog === "attack" && board && (
        <AttackDialog board={board} lang={lang} onClose={() => setDialog(null)} onStep={stepAndClose} />
      )}
      {dialog === "block" && board && (
        <BlockDialog board={board} lang={lang} onClose={() => setDialog(null)} onStep={stepAndClose} />
      )}
      {dialog === "settings" && board && (
        <SettingsDialog
          board={board}
          name={resp?.name ?? ""}
          lang={lang}
          onClose={() => setDialog(null)}
          onEdit={async (edits) => {
            setDialog(null);
            for (const e of edits) await act(e);
          }}
        />
      )}
    </div>
  );
}

/** A phone-sized screen (the page's one-column layout). */
function usePhone(): boolean {
  const query = "(max-width: 760px)";
  const [phone, setPhone] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setPhone(m.matches);
    m.addEventListener("change", on);
    return () => m.removeEventListener("change", on);
  }, []);
  return phone;
}

interface FeedbackState {
  readonly origin: Origin;
  readonly rejected: readonly ProblemView[];
  readonly warnings: readonly string[];
}

/** An action's refusal (with its rule) or the warnings it raised, shown beside the controls it came from. */
function Feedback({ f, origin, lang }: { f: FeedbackState | null; origin: Origin; lang: Lang }) {
  const w = words(lang);
  if (!f || f.origin !== origin) return null;
  return (
    <div class="feedback" role="alert" data-testid={`feedback-${origin}`}>
      {f.rejected.map((p) => (
        <p key={p.message} class="feedback-refused">
          <strong>{w.refused}:</strong> {p.message} {p.rule && <RuleList rules={[p.rule]} lang={lang} />}
        </p>
      ))}
      {f.warnings.map((x) => (
        <p key={x} class="feedback-warning">
          <strong>{w.warning}:</strong> {x}
        </p>
      ))}
    </div>
  );
}

function History({
  resp,
  lang,
  at,
  busy,
  onView,
  onDrop,
}: {
  resp: RunResponse | null;
  lang: Lang;
  at: number | null;
  busy: boolean;
  onView: (n: number | null) => void;
  onDrop: (from: number) => void;
}) {
  const w = words(lang);
  const [yaml, setYaml] = useState(false);
  const steps = resp?.steps ?? [];
  const current = at ?? steps.length;
  return (
    <section class="panel history-panel" aria-labelledby="history-title">
      <h2 id="history-title">{w.history}</h2>
      {steps.length > 0 && (
        <label class="history-yaml">
          <input
            type="checkbox"
            checked={yaml}
            onChange={(e) => setYaml(e.currentTarget.checked)}
            data-testid="history-yaml"
          />{" "}
          {w.showYaml}
        </label>
      )}
      <ol class="history" data-testid="history">
        <li class={current === 0 ? "is-current" : ""}>
          <span class="num">0.</span>
          <button
            type="button"
            class="link"
            disabled={busy}
            onClick={() => onView(steps.length === 0 ? null : 0)}
            aria-current={current === 0 ? "step" : undefined}
          >
            {w.setupLine}
          </button>
        </li>
        {steps.map((s) => (
          <li
            key={`${s.index}-${s.text}`}
            class={current === s.index + 1 ? "is-current" : s.index + 1 > current ? "is-future" : ""}
          >
            <span class="num">{s.index + 1}.</span>
            <button
              type="button"
              class="link history-step"
              disabled={busy}
              title={w.viewAfter}
              onClick={() => onView(s.index + 1 === steps.length ? null : s.index + 1)}
              aria-current={current === s.index + 1 ? "step" : undefined}
            >
              {yaml || s.sentence === null ? <code>{s.text}</code> : <span class="sentence">{s.sentence}</span>}
            </button>
            <button
              type="button"
              class="icon"
              disabled={busy || at !== null}
              aria-label={`${w.dropFrom}: ${s.index + 1}`}
              title={w.dropFrom}
              onClick={() => onDrop(s.index)}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      {steps.length === 0 && <p class="help">{w.noSteps}</p>}
    </section>
  );
}
