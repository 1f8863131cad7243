/** The selected object: what can be done with it, and its explanation. */
import { useState } from "preact/hooks";
import type { BoardView, Edit, ExplanationView, Json, Lang, ObjectView } from "../protocol.ts";
import { words } from "./i18n.tsx";
import { refJson } from "./json.tsx";
import { RuleList } from "./rules.tsx";

type Step = { [key: string]: Json };

const MOVE_ZONES = ["battlefield", "hand", "graveyard", "library", "exile", "command"] as const;

export function ObjectActions({
  o,
  board,
  lang,
  players,
  disabled,
  onStep,
  onEdit,
}: {
  o: ObjectView;
  board: BoardView;
  lang: Lang;
  players: readonly string[];
  disabled: boolean;
  onStep: (s: Step) => void;
  onEdit: (e: Edit) => void;
}) {
  const w = words(lang);
  const others = board.players.flatMap((p) => p.battlefield).filter((x) => x.id !== o.id);
  const [copyOf, setCopyOf] = useState<string>("");
  const [copyFor, setCopyFor] = useState<string>(o.controller);
  const [newTargets, setNewTargets] = useState(true);
  const [moveTo, setMoveTo] = useState<string>(o.zone === "graveyard" ? "battlefield" : "graveyard");
  const [counterKind, setCounterKind] = useState("+1/+1");
  const [counterN, setCounterN] = useState(1);
  const ref: Json = refJson(o.ref);
  const onBattlefield = o.zone === "battlefield";
  const onStack = o.zone === "stack";
  const activated = o.abilities.filter((a) => a.activated);
  const target = others.find((x) => x.id === copyOf) ?? others[0];
  return (
    <fieldset class="object-actions">
      <legend class="visually-hidden">{w.actions}</legend>
      <div class="button-row">
        {!onBattlefield && !onStack && (
          <button type="button" disabled={disabled} onClick={() => onStep({ cast: ref })}>
            {w.cast}
          </button>
        )}
        {o.zone === "hand" && o.types.includes("Land") && (
          <button type="button" disabled={disabled} onClick={() => onStep({ playLand: ref })}>
            {w.playLand}
          </button>
        )}
        {onBattlefield && o.faceDown && (
          <button type="button" disabled={disabled} onClick={() => onStep({ turnFaceUp: ref })}>
            {w.turnFaceUp}
          </button>
        )}
        {o.canTransform && (
          <button type="button" disabled={disabled} onClick={() => onStep({ transform: ref })}>
            {w.transform}
          </button>
        )}
        {o.inSetup && o.alias !== null && (
          <button
            type="button"
            class="danger"
            disabled={disabled}
            onClick={() => onEdit({ kind: "removeObject", id: o.alias ?? "" })}
          >
            {w.removeFromSetup}
          </button>
        )}
      </div>
      {!onStack && activated.length > 0 && (
        <ul class="ability-list">
          {activated.map((a) => (
            <li key={a.index}>
              <button
                type="button"
                class="ability-button"
                disabled={disabled}
                data-ability={a.index}
                onClick={() => onStep({ activate: { object: ref, ability: a.index } })}
              >
                {w.activate} {a.index}: “{a.text}”{a.mana ? ` (${w.manaAbility})` : ""}
              </button>
            </li>
          ))}
        </ul>
      )}
      {(onBattlefield || onStack) && (
        <div class="inline-form">
          <label>
            {onStack ? w.copySpell : w.createCopy}{" "}
            <select value={copyFor} onChange={(e) => setCopyFor(e.currentTarget.value)}>
              {players.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          {onStack && (
            <label>
              <input type="checkbox" checked={newTargets} onChange={(e) => setNewTargets(e.currentTarget.checked)} />{" "}
              {w.mayChooseNewTargets}
            </label>
          )}
          <button
            type="button"
            disabled={disabled}
            onClick={() =>
              onStep(
                onStack
                  ? { copySpell: { of: ref, controller: copyFor, ...(newTargets ? { newTargets: true } : {}) } }
                  : { createCopy: { of: ref, controller: copyFor } },
              )
            }
          >
            {w.go}
          </button>
        </div>
      )}
      {onBattlefield && others.length > 0 && target && (
        <div class="inline-form">
          <label>
            {w.becomeCopy}{" "}
            <select value={target.id} onChange={(e) => setCopyOf(e.currentTarget.value)}>
              {others.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onStep({ becomeCopy: { object: ref, of: refJson(target.ref) } })}
          >
            {w.go}
          </button>
        </div>
      )}
      {!onStack && (
        <details class="more-actions">
          <summary>{w.moreActions}</summary>
          <div class="inline-form">
            <label>
              {w.moveTo}{" "}
              <select value={moveTo} onChange={(e) => setMoveTo(e.currentTarget.value)}>
                {MOVE_ZONES.filter((z) => z !== o.zone).map((z) => (
                  <option key={z} value={z}>
                    {w.zones[z] ?? z}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" disabled={disabled} onClick={() => onStep({ move: { object: ref, to: moveTo } })}>
              {w.go}
            </button>
          </div>
          {onBattlefield && (
            <div class="inline-form">
              <label>
                {w.counters}{" "}
                <input class="short" value={counterKind} onInput={(e) => setCounterKind(e.currentTarget.value)} />
              </label>
              <input
                class="tiny"
                type="number"
                min={1}
                max={99}
                value={counterN}
                onInput={(e) => setCounterN(Math.max(1, Number(e.currentTarget.value) || 1))}
                aria-label={w.howMany}
              />
              <button
                type="button"
                aria-label={w.addCounter}
                disabled={disabled || counterKind.trim() === ""}
                onClick={() => onStep({ addCounters: { object: ref, counters: { [counterKind.trim()]: counterN } } })}
              >
                +
              </button>
              <button
                type="button"
                aria-label={w.removeCounter}
                disabled={disabled || counterKind.trim() === ""}
                onClick={() =>
                  onStep({ removeCounters: { object: ref, counters: { [counterKind.trim()]: counterN } } })
                }
              >
                −
              </button>
            </div>
          )}
        </details>
      )}
    </fieldset>
  );
}

export function Explanation({ e, lang }: { e: ExplanationView; lang: Lang }) {
  const w = words(lang);
  return (
    <div class="explanation" lang={lang}>
      <h3 class="explanation-title">{e.title}</h3>
      <ul class="explain-lines">
        {e.lines.map((l, i) => (
          <li key={i} class={`explain-line depth-${l.depth} kind-${l.kind}`}>
            <span class="explain-text">{l.text}</span> <RuleList rules={l.rules} lang={lang} />
          </li>
        ))}
      </ul>
      <details class="explain-raw">
        <summary>{w.asText}</summary>
        <pre>{e.text}</pre>
      </details>
    </div>
  );
}
