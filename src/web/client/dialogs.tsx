/** Modal dialogs: decisions, opening, importing and exporting scenarios, combat, game setup. */
import type { ComponentChildren } from "preact";
import { useEffect, useId, useMemo, useRef, useState } from "preact/hooks";
import type {
  AnswerJson,
  BoardView,
  Edit,
  Json,
  Lang,
  OptionView,
  PendingView,
  SuiteEntry,
  TurnStep,
} from "../protocol.ts";
import { STEP_NAMES } from "../protocol.ts";
import { STEP_LABELS, words } from "./i18n.tsx";
import { RuleRef } from "./rules.tsx";

export function Modal({
  title,
  onClose,
  children,
  wide,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  wide?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) {
      d.showModal();
      // Focus goes to the first field of the body (not the close button), its text selected.
      const first =
        d.querySelector<HTMLElement>(".modal-body input, .modal-body select, .modal-body textarea") ??
        d.querySelector<HTMLElement>(".modal-body form button, .modal-body .button-row button");
      first?.focus();
      if (
        first instanceof HTMLInputElement &&
        (first.type === "number" || first.type === "text" || first.type === "search")
      )
        first.select();
    }
    return () => {
      if (d?.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal ${wide ? "modal-wide" : ""}`}
      aria-labelledby={id}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div class="modal-head">
        <h2 id={id}>{title}</h2>
        <button type="button" class="icon" aria-label="×" onClick={onClose}>
          ×
        </button>
      </div>
      <div class="modal-body">{children}</div>
    </dialog>
  );
}

function OptionList({
  name,
  options,
  multiple,
  chosen,
  onToggle,
  onHover,
}: {
  name: string;
  options: readonly OptionView[];
  multiple: boolean;
  chosen: ReadonlySet<number>;
  onToggle: (i: number) => void;
  onHover?: (id: string | null) => void;
}) {
  return (
    <ul class="option-list">
      {options.map((o, i) => (
        <li key={`${i}-${o.label}`}>
          <label onMouseEnter={() => onHover?.(o.objectId ?? null)} onMouseLeave={() => onHover?.(null)}>
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              checked={chosen.has(i)}
              onChange={() => onToggle(i)}
              onFocus={() => onHover?.(o.objectId ?? null)}
            />{" "}
            {o.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Asks the pending decision; `onAnswer` gets the answer as it is written in `answers:`. */
export function DecisionDialog({
  d,
  lang,
  onAnswer,
  onCancel,
  onHover,
}: {
  d: PendingView;
  lang: Lang;
  onAnswer: (a: AnswerJson) => void;
  onCancel: () => void;
  onHover: (id: string | null) => void;
}) {
  const w = words(lang);
  const name = useId();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [slotChoice, setSlotChoice] = useState<Set<number>[]>(() =>
    d.kind === "chooseTargets" ? d.slots.map(() => new Set<number>()) : [],
  );
  const [text, setText] = useState("");
  const [num, setNum] = useState(d.kind === "chooseNumber" ? String(d.min) : "0");
  const [order, setOrder] = useState<number[]>(() => (d.kind === "orderTriggers" ? d.triggers.map((_, i) => i) : []));
  const [retarget, setRetarget] = useState<number[]>(() =>
    d.kind === "chooseNewTargets"
      ? d.current.map((c) =>
          Math.max(
            0,
            d.candidates.findIndex((x) => x.objectId === c.objectId && x.label === c.label),
          ),
        )
      : [],
  );
  const single = (i: number) => setChosen(new Set([i]));
  let body: ComponentChildren = null;
  let answer: AnswerJson | undefined;
  switch (d.kind) {
    case "chooseObject":
    case "choosePlayer":
    case "chooseColor": {
      const options =
        d.kind === "chooseObject" && d.optional ? [...d.options, { value: null, label: w.none }] : d.options;
      body = (
        <OptionList
          name={name}
          options={options}
          multiple={false}
          chosen={chosen}
          onToggle={single}
          onHover={onHover}
        />
      );
      const i = [...chosen][0];
      answer = i === undefined ? undefined : options[i]?.value;
      break;
    }
    case "chooseCreatureType":
    case "chooseCardName":
      body = (
        <label class="stack-label">
          {d.prompt}
          <input list={`${name}-list`} value={text} onInput={(e) => setText(e.currentTarget.value)} />
          <datalist id={`${name}-list`}>
            {d.suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </label>
      );
      answer = text.trim() === "" ? undefined : text.trim();
      break;
    case "yesNo":
      body = (
        <div class="button-row">
          <button type="button" class="primary" onClick={() => onAnswer("yes")}>
            {w.yes}
          </button>
          <button type="button" onClick={() => onAnswer("no")}>
            {w.no}
          </button>
        </div>
      );
      break;
    case "chooseNumber": {
      body = (
        <label class="stack-label">
          {`${d.min} – ${d.max}`}
          <input
            type="number"
            min={d.min}
            max={d.max}
            value={num}
            onInput={(e) => setNum(e.currentTarget.value)}
            data-testid="number-answer"
          />
        </label>
      );
      const n = Number(num);
      answer = num.trim() !== "" && Number.isInteger(n) && n >= d.min && n <= d.max ? n : undefined;
      break;
    }
    case "chooseTargets": {
      body = d.slots.map((s, si) => (
        <fieldset key={si} class="slot">
          <legend>
            {w.target(si + 1)} — {w.chooseBetween(s.min, s.max)}
          </legend>
          <OptionList
            name={`${name}-${si}`}
            options={s.options}
            multiple={s.max > 1}
            chosen={slotChoice[si] ?? new Set()}
            onHover={onHover}
            onToggle={(i) =>
              setSlotChoice((cur) =>
                cur.map((set, k) => {
                  if (k !== si) return set;
                  if (s.max <= 1) return new Set([i]);
                  const next = new Set(set);
                  if (next.has(i)) next.delete(i);
                  else if (next.size < s.max) next.add(i);
                  return next;
                }),
              )
            }
          />
        </fieldset>
      ));
      const ok = d.slots.every((s, si) => {
        const n = slotChoice[si]?.size ?? 0;
        return n >= s.min && n <= s.max;
      });
      answer = ok
        ? d.slots.flatMap((s, si) =>
            [...(slotChoice[si] ?? [])]
              .sort((a, b) => a - b)
              .flatMap((i) => (s.options[i] ? [s.options[i].value] : [])),
          )
        : undefined;
      break;
    }
    case "chooseNewTargets":
      body = (
        <>
          <div class="button-row">
            <button type="button" onClick={() => onAnswer("no")}>
              {w.keepTargets}
            </button>
          </div>
          <fieldset class="slot">
            <legend>{w.newTargets}</legend>
            {d.current.map((c, i) => (
              <label key={`${i}-${c.label}`} class="stack-label">
                {w.target(i + 1)} ({c.label})
                <select
                  value={String(retarget[i] ?? 0)}
                  onChange={(e) =>
                    setRetarget((cur) => cur.map((v, k) => (k === i ? Number(e.currentTarget.value) : v)))
                  }
                >
                  {d.candidates.map((x, k) => (
                    <option key={`${k}-${x.label}`} value={String(k)}>
                      {x.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        </>
      );
      answer = retarget.map((k) => d.candidates[k]?.value ?? null);
      break;
    case "orderTriggers": {
      const move = (pos: number, by: number) =>
        setOrder((cur) => {
          const next = [...cur];
          const other = pos + by;
          const a = next[pos];
          const b = next[other];
          if (a === undefined || b === undefined) return cur;
          next[pos] = b;
          next[other] = a;
          return next;
        });
      body = (
        <>
          <p class="help">{w.orderHelp}</p>
          <ol class="order-list">
            {order.map((i, pos) => (
              <li key={i}>
                <span>{d.triggers[i]?.label}</span>
                <button
                  type="button"
                  class="icon"
                  aria-label={`${w.moveUp}: ${d.triggers[i]?.label}`}
                  disabled={pos === 0}
                  onClick={() => move(pos, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  class="icon"
                  aria-label={`${w.moveDown}: ${d.triggers[i]?.label}`}
                  disabled={pos === order.length - 1}
                  onClick={() => move(pos, 1)}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
        </>
      );
      answer = order.map((i) => d.triggers[i]?.value ?? null);
      break;
    }
  }
  return (
    <Modal title={`${w.decision} — ${w.decides(d.player)}`} onClose={onCancel} testId="decision">
      <p class="prompt">
        {d.prompt} <RuleRef rule={d.rule} lang={lang} />
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (answer !== undefined) onAnswer(answer);
        }}
      >
        {body}
        {d.kind !== "yesNo" && (
          <div class="button-row modal-actions">
            <button type="submit" class="primary" disabled={answer === undefined}>
              {w.confirm}
            </button>
            <button type="button" onClick={onCancel}>
              {w.cancel}
            </button>
          </div>
        )}
      </form>
    </Modal>
  );
}

export function SuiteDialog({
  entries,
  lang,
  onOpen,
  onClose,
}: {
  entries: readonly SuiteEntry[];
  lang: Lang;
  onOpen: (path: string) => void;
  onClose: () => void;
}) {
  const w = words(lang);
  const [q, setQ] = useState("");
  const shown = useMemo(() => {
    const words_ = q
      .toLowerCase()
      .split(/\s+/)
      .filter((x) => x !== "");
    const all = entries.filter((e) =>
      words_.every((x) => e.name.toLowerCase().includes(x) || e.path.toLowerCase().includes(x)),
    );
    return [...all.filter((e) => e.path.includes("/showcase/")), ...all.filter((e) => !e.path.includes("/showcase/"))];
  }, [entries, q]);
  return (
    <Modal title={w.openSuite.replace("…", "")} onClose={onClose} wide testId="suite">
      <label class="stack-label">
        {w.filter}
        <input type="search" value={q} onInput={(e) => setQ(e.currentTarget.value)} />
      </label>
      <ul class="suite-list">
        {shown.map((e) => (
          <li key={e.path}>
            <button type="button" class="suite-entry" data-path={e.path} onClick={() => onOpen(e.path)}>
              {e.path.includes("/showcase/") && <span class="badge">{w.showcase}</span>} {e.name}
              <span class="path">{e.path}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export function ImportDialog({
  lang,
  problems,
  onImport,
  onClose,
}: {
  lang: Lang;
  problems: readonly string[];
  onImport: (yaml: string) => void;
  onClose: () => void;
}) {
  const w = words(lang);
  const [text, setText] = useState("");
  return (
    <Modal title={w.importYaml.replace("…", "")} onClose={onClose} wide testId="import">
      <p class="help">{w.importHelp}</p>
      <label class="stack-label">
        {w.file}
        <input
          type="file"
          accept=".yaml,.yml,text/yaml"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) f.text().then(setText);
          }}
        />
      </label>
      <label class="stack-label">
        YAML
        <textarea
          rows={16}
          spellcheck={false}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          data-testid="import-text"
        />
      </label>
      {problems.length > 0 && (
        <ul class="problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div class="button-row modal-actions">
        <button type="button" class="primary" disabled={text.trim() === ""} onClick={() => onImport(text)}>
          {w.open}
        </button>
        <button type="button" onClick={onClose}>
          {w.cancel}
        </button>
      </div>
    </Modal>
  );
}

export function ExportDialog({
  lang,
  yaml,
  note,
  withExpectations,
  onToggle,
  filename,
  onClose,
}: {
  lang: Lang;
  yaml: string;
  note: string | null;
  withExpectations: boolean;
  onToggle: (v: boolean) => void;
  filename: string;
  onClose: () => void;
}) {
  const w = words(lang);
  const [copied, setCopied] = useState(false);
  const href = useMemo(() => URL.createObjectURL(new Blob([yaml], { type: "text/yaml" })), [yaml]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <Modal title={w.exportYaml.replace("…", "")} onClose={onClose} wide testId="export">
      <p class="help">{w.exportHelp}</p>
      <label>
        <input type="checkbox" checked={withExpectations} onChange={(e) => onToggle(e.currentTarget.checked)} />{" "}
        {w.withExpectations}
      </label>
      {note !== null && <p class="note">{note}</p>}
      <textarea rows={18} readOnly spellcheck={false} value={yaml} data-testid="export-text" aria-label="YAML" />
      <div class="button-row modal-actions">
        <a class="button primary" href={href} download={filename}>
          {w.download}
        </a>
        <button
          type="button"
          onClick={() => {
            navigator.clipboard?.writeText(yaml).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {w.copyText}
        </button>
        {copied && <span role="status">{w.copied}</span>}
        <button type="button" onClick={onClose}>
          {w.close}
        </button>
      </div>
    </Modal>
  );
}

type Step = { [key: string]: Json };

export function AttackDialog({
  board,
  lang,
  onStep,
  onClose,
}: {
  board: BoardView;
  lang: Lang;
  onStep: (s: Step) => void;
  onClose: () => void;
}) {
  const w = words(lang);
  const active = board.players.find((p) => p.name === board.turn.active);
  const attackers = (active?.battlefield ?? []).filter((o) => o.types.includes("Creature") && o.alias !== null);
  const players = board.players.filter((p) => p.name !== board.turn.active).map((p) => p.name);
  const battles = board.players
    .flatMap((p) => p.battlefield)
    .filter((o) => o.types.includes("Battle") && o.alias !== null);
  const defenders = [...players, ...battles.map((o) => o.alias ?? "")].map((d) => ({
    value: d,
    label: `${w.defender} ${d}`,
  }));
  return (
    <AssignDialog
      title={w.attack}
      testId="attack"
      legend={w.attackers}
      items={attackers}
      none={w.noAttack}
      options={defenders}
      lang={lang}
      onClose={onClose}
      onConfirm={(attack) => onStep({ attack })}
    />
  );
}

export function BlockDialog({
  board,
  lang,
  onStep,
  onClose,
}: {
  board: BoardView;
  lang: Lang;
  onStep: (s: Step) => void;
  onClose: () => void;
}) {
  const w = words(lang);
  const all = board.players.flatMap((p) => p.battlefield);
  const attackers = all
    .filter((o) => o.attacking !== null && o.alias !== null)
    .map((a) => ({ value: a.alias ?? "", label: a.label }));
  const blockers = board.players
    .filter((p) => p.name !== board.turn.active)
    .flatMap((p) => p.battlefield.filter((o) => o.types.includes("Creature") && o.alias !== null));
  return (
    <AssignDialog
      title={w.block}
      testId="block"
      legend={w.blockers}
      items={blockers}
      none={w.noBlock}
      options={attackers}
      lang={lang}
      onClose={onClose}
      onConfirm={(block) => onStep({ block })}
    />
  );
}

/** Declaring attackers or blockers: each named object gets one option, or none; the step lists the assigned ones. */
function AssignDialog(props: {
  title: string;
  testId: string;
  legend: string;
  items: readonly { id: string; alias: string | null; label: string }[];
  none: string;
  options: readonly { value: string; label: string }[];
  lang: Lang;
  onConfirm: (assigned: Record<string, string>) => void;
  onClose: () => void;
}) {
  const w = words(props.lang);
  const [choice, setChoice] = useState<Record<string, string>>({});
  const assigned: Record<string, string> = {};
  for (const [k, v] of Object.entries(choice)) if (v !== "") assigned[k] = v;
  return (
    <Modal title={props.title.replace("…", "")} onClose={props.onClose} testId={props.testId}>
      <p class="help">{w.onlyNamed}</p>
      <fieldset class="slot">
        <legend>{props.legend}</legend>
        {props.items.map((o) => (
          <label key={o.id} class="stack-label">
            {o.label}
            <select
              value={choice[o.alias ?? ""] ?? ""}
              onChange={(e) => setChoice({ ...choice, [o.alias ?? ""]: e.currentTarget.value })}
            >
              <option value="">{props.none}</option>
              {props.options.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <div class="button-row modal-actions">
        <button
          type="button"
          class="primary"
          disabled={Object.keys(assigned).length === 0}
          onClick={() => props.onConfirm(assigned)}
        >
          {w.confirm}
        </button>
        <button type="button" onClick={props.onClose}>
          {w.cancel}
        </button>
      </div>
    </Modal>
  );
}

export function SettingsDialog({
  board,
  name,
  lang,
  onEdit,
  onClose,
}: {
  board: BoardView;
  name: string;
  lang: Lang;
  onEdit: (edits: Edit[]) => void;
  onClose: () => void;
}) {
  const w = words(lang);
  const [title, setTitle] = useState(name);
  const [active, setActive] = useState(board.turn.active);
  const [step, setStep] = useState<TurnStep>(board.turn.step);
  const [num, setNum] = useState(String(board.turn.number));
  const [life, setLife] = useState<Record<string, string>>(
    Object.fromEntries(board.players.map((p) => [p.name, String(p.life)])),
  );
  const apply = () => {
    const edits: Edit[] = [];
    if (title.trim() !== "" && title.trim() !== name) edits.push({ kind: "rename", name: title.trim() });
    const n = Number(num);
    if (active !== board.turn.active || step !== board.turn.step || n !== board.turn.number)
      edits.push({ kind: "setTurn", active, step, number: Number.isInteger(n) && n >= 1 ? n : 1 });
    for (const p of board.players) {
      const v = Number(life[p.name]);
      if (Number.isInteger(v) && v !== p.life) edits.push({ kind: "setLife", player: p.name, life: v });
    }
    onEdit(edits);
  };
  return (
    <Modal title={w.settingsTitle} onClose={onClose} testId="settings">
      <form
        class="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label class="stack-label">
          {w.scenarioName}
          <input value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
        </label>
        <label class="stack-label">
          {w.active}
          <select value={active} onChange={(e) => setActive(e.currentTarget.value)}>
            {board.players.map((p) => (
              <option key={p.name}>{p.name}</option>
            ))}
          </select>
        </label>
        <label class="stack-label">
          {w.step}
          <select
            value={step}
            onChange={(e) => setStep(STEP_NAMES.find((s) => s === e.currentTarget.value) ?? "main1")}
          >
            {STEP_NAMES.map((s) => (
              <option key={s} value={s}>
                {STEP_LABELS[lang][s] ?? s}
              </option>
            ))}
          </select>
        </label>
        <label class="stack-label">
          {w.turnNumber}
          <input type="number" min={1} value={num} onInput={(e) => setNum(e.currentTarget.value)} />
        </label>
        {board.players.map((p) => (
          <label key={p.name} class="stack-label">
            {p.name}: {w.life}
            <input
              type="number"
              value={life[p.name] ?? ""}
              onInput={(e) => setLife({ ...life, [p.name]: e.currentTarget.value })}
            />
          </label>
        ))}
        <div class="button-row modal-actions">
          <button type="submit" class="primary">
            {w.apply}
          </button>
          <button type="button" onClick={onClose}>
            {w.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
