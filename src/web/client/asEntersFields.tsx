/**
 * The "as enters" choices of a card added directly to the battlefield (614.12; 707.5 for "enter
 * as a copy"): one field per choice, with its ability's text and rule. Declining an optional copy
 * is an explicit option (written `copyOf: null`).
 */
import type { AsEntersChoice, ChosenJson, Lang } from "../protocol.ts";
import { words } from "./i18n.tsx";
import { RuleList } from "./rules.tsx";

const COLORS = ["white", "blue", "black", "red", "green"] as const;

export function AsEntersFields({
  choices,
  chosen,
  lang,
  onChange,
}: {
  choices: readonly AsEntersChoice[];
  chosen: ChosenJson;
  lang: Lang;
  onChange: (c: ChosenJson) => void;
}) {
  const w = words(lang);
  const set = (kind: AsEntersChoice["kind"], v: string | null) => onChange({ ...chosen, [kind]: v });
  return (
    <div class="as-enters" data-testid="as-enters">
      {choices.map((c) => (
        <fieldset key={c.kind} class="as-enters-choice" data-choice={c.kind}>
          <legend>
            {w.asEnters} <RuleList rules={[c.rule]} lang={lang} />
          </legend>
          <p class="card-text" lang="en">
            {c.text}
          </p>
          {c.kind === "copyOf" && (
            <>
              {c.options.map((o) => (
                <label key={String(o.value)} class="radio">
                  <input
                    type="radio"
                    name="as-enters-copy"
                    checked={chosen.copyOf === o.value}
                    onChange={() => set("copyOf", typeof o.value === "string" ? o.value : null)}
                  />{" "}
                  {w.copyOf(o.label)}
                </label>
              ))}
              {c.optional && (
                <label class="radio">
                  <input
                    type="radio"
                    name="as-enters-copy"
                    checked={chosen.copyOf === null}
                    onChange={() => set("copyOf", null)}
                    data-testid="as-enters-decline"
                  />{" "}
                  {w.declineCopy}
                </label>
              )}
              {c.options.length === 0 && <p class="help">{w.nothingToCopy}</p>}
            </>
          )}
          {c.kind === "color" && (
            <select value={chosen.color ?? ""} onChange={(e) => set("color", e.currentTarget.value)}>
              <option value="">{w.chooseOne}</option>
              {COLORS.map((x) => (
                <option key={x} value={x}>
                  {w.colorNames[x]}
                </option>
              ))}
            </select>
          )}
          {c.kind === "player" && (
            <select value={chosen.player ?? ""} onChange={(e) => set("player", e.currentTarget.value)}>
              <option value="">{w.chooseOne}</option>
              {c.options.map((o) => (
                <option key={o.label} value={o.label}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
          {(c.kind === "creatureType" || c.kind === "cardName") && (
            <input
              value={chosen[c.kind] ?? ""}
              aria-label={c.kind === "creatureType" ? w.creatureType : w.cardNameLabel}
              placeholder={c.kind === "creatureType" ? "Elf" : "Lightning Bolt"}
              onInput={(e) => set(c.kind, e.currentTarget.value.trim())}
            />
          )}
        </fieldset>
      ))}
    </div>
  );
}
