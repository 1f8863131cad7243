/** The game log: every event of the last step or of the whole game, each a sentence linked to its objects and its rule. */
import { useState } from "preact/hooks";
import type { Lang, LogLineView } from "../protocol.ts";
import { words } from "./i18n.tsx";
import { RuleList } from "./rules.tsx";

function Line({ l, lang, onSelect }: { l: LogLineView; lang: Lang; onSelect: (key: string) => void }) {
  const w = words(lang);
  return (
    <li class={`log-line log-${l.event}`} data-event={l.event}>
      <span class="log-text" lang={l.english ? "en" : undefined} title={l.english ? w.logEnglish : undefined}>
        {l.segments.map((s, i) =>
          s.object !== undefined ? (
            <button
              key={i}
              type="button"
              class="link log-object"
              onClick={() => s.object !== undefined && onSelect(s.object)}
            >
              {s.text}
            </button>
          ) : (
            s.text
          ),
        )}
      </span>{" "}
      {l.rule && <RuleList rules={l.rule.split(/, ?/)} lang={lang} />}
    </li>
  );
}

export function GameLog({
  log,
  lang,
  shownSteps,
  onSelect,
}: {
  log: readonly LogLineView[];
  lang: Lang;
  /** The number of steps the board shows the state after: the last step is that one. */
  shownSteps: number;
  onSelect: (key: string) => void;
}) {
  const w = words(lang);
  const [whole, setWhole] = useState(false);
  const last = log.filter((l) => l.step === shownSteps);
  const groups = whole ? [...new Set(log.map((l) => l.step))] : [shownSteps];
  const shown = whole ? log : last;
  return (
    <section class="panel log-panel" aria-labelledby="log-title" data-testid="game-log">
      <h2 id="log-title">{w.gameLog}</h2>
      <fieldset class="segmented">
        <legend class="visually-hidden">{w.gameLog}</legend>
        <button type="button" aria-pressed={!whole} onClick={() => setWhole(false)} data-testid="log-last">
          {w.logLastStep}
        </button>
        <button type="button" aria-pressed={whole} onClick={() => setWhole(true)} data-testid="log-whole">
          {w.logWholeGame}
        </button>
      </fieldset>
      {shown.length === 0 ? (
        <p class="help">{w.logEmpty}</p>
      ) : (
        groups.map((g) => (
          <div key={g} class="log-group">
            <h3 class="sub">{w.logStep(g)}</h3>
            <ol class="log">
              {log
                .filter((l) => l.step === g)
                .map((l, i) => (
                  <Line key={i} l={l} lang={lang} onSelect={onSelect} />
                ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}
