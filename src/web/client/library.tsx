/** Card search (English or French name, type, text) and the form that adds a card to a zone. */
import type { ComponentChildren } from "preact";
import { useEffect, useId, useRef, useState } from "preact/hooks";
import type { AsEntersChoice, CardView, ChosenJson, Edit, Lang, SetupZone } from "../protocol.ts";
import { ZONE_NAMES } from "../protocol.ts";
import { asEnters, searchCards } from "./api.tsx";
import { AsEntersFields } from "./asEntersFields.tsx";
import { words } from "./i18n.tsx";

/** "+1/+1: 2, loyalty: 3" → { "+1/+1": 2, loyalty: 3 } (null if it doesn't read). */
export function parseCounters(s: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const part of s.split(",")) {
    const t = part.trim();
    if (t === "") continue;
    const m = /^(.+?)\s*[:=]\s*(\d{1,6})$/.exec(t);
    if (!m?.[1] || !m[2]) return null;
    out[m[1].trim()] = Number(m[2]);
  }
  return out;
}

export function LibraryPanel({
  lang,
  players,
  yaml,
  disabled,
  onAdd,
  feedback,
}: {
  lang: Lang;
  players: readonly string[];
  /** The scenario: what an "enter as a copy" choice can copy is on its board as set up. */
  yaml: string;
  disabled: boolean;
  onAdd: (e: Edit, label: string) => Promise<void>;
  /** The last add's refusal or warnings, shown beside the Add button. */
  feedback: ComponentChildren;
}) {
  const w = words(lang);
  const searchId = useId();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<{ total: number; cards: CardView[] }>({ total: 0, cards: [] });
  const [card, setCard] = useState<CardView | null>(null);
  const [player, setPlayer] = useState(players[0] ?? "Alice");
  const [zone, setZone] = useState<SetupZone>("battlefield");
  const [tapped, setTapped] = useState(false);
  const [faceDown, setFaceDown] = useState(false);
  const [back, setBack] = useState(false);
  const [token, setToken] = useState(false);
  const [counters, setCounters] = useState("");
  const [id, setId] = useState("");
  const [choices, setChoices] = useState<readonly AsEntersChoice[]>([]);
  const [chosen, setChosen] = useState<ChosenJson>({});
  const searchRef = useRef<HTMLInputElement>(null);
  /** The one result reachable with Tab; the arrow keys move between results (a single tab stop). */
  const [active, setActive] = useState(0);
  useEffect(() => {
    let live = true;
    const t = setTimeout(() => {
      searchCards(q, lang).then(
        (r) => {
          if (live) {
            setFound(r);
            setActive(0);
          }
        },
        () => undefined,
      );
    }, 120);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [q, lang]);
  useEffect(() => {
    if (!players.includes(player) && players[0]) setPlayer(players[0]);
  }, [players, player]);
  // 614.12: a card put onto the battlefield makes its "as enters" choices; ask them before adding it.
  const entering = card !== null && zone === "battlefield" && !faceDown;
  useEffect(() => {
    setChosen({});
    if (!entering || !card) {
      setChoices([]);
      return;
    }
    let live = true;
    asEnters({ yaml, lang, card: card.name, player }).then(
      (r) => {
        if (live) setChoices(r.choices);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entering, card, player, yaml, lang]);
  const answered = choices.every((c) => chosen[c.kind] !== undefined && chosen[c.kind] !== "");
  const parsed = parseCounters(counters);
  const show = (c: CardView) => (lang === "fr" && c.nameFr ? c.nameFr : c.name);
  const submit = () => {
    if (!card || parsed === null) return;
    const edit: Edit = {
      kind: "addObject",
      zone,
      player,
      card: card.name,
      ...(id.trim() !== "" ? { id: id.trim() } : {}),
      ...(token ? { token: true } : {}),
      ...(tapped && zone === "battlefield" ? { tapped: true } : {}),
      ...(faceDown ? { faceDown: true } : {}),
      ...(back ? { face: "back" as const } : {}),
      ...(Object.keys(parsed).length > 0 ? { counters: parsed } : {}),
      ...(choices.length > 0 ? { chosen } : {}),
    };
    onAdd(edit, w.added(show(card), `${player}, ${w.zones[zone] ?? zone}`)).then(() => searchRef.current?.focus());
    setId("");
  };
  return (
    <section class="panel library-panel" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>{w.addCard}</h2>
      <label class="stack-label" for={searchId}>
        {w.searchLabel}
      </label>
      <input
        id={searchId}
        ref={searchRef}
        type="search"
        value={q}
        placeholder={w.searchPlaceholder}
        onInput={(e) => setQ(e.currentTarget.value)}
        data-testid="card-search"
      />
      <p class="help" aria-live="polite">
        {w.results(found.cards.length, found.total)}
      </p>
      <ul
        class="card-results"
        aria-label={w.addCard}
        onKeyDown={(e) => {
          const keys: Record<string, number> = {
            ArrowDown: active + 1,
            ArrowUp: active - 1,
            Home: 0,
            End: found.cards.length - 1,
          };
          const next = keys[e.key];
          if (next === undefined || found.cards.length === 0) return;
          e.preventDefault();
          const i = Math.max(0, Math.min(found.cards.length - 1, next));
          setActive(i);
          const list = e.currentTarget;
          list.querySelectorAll<HTMLButtonElement>("button.card-result")[i]?.focus();
        }}
      >
        {found.cards.map((c, i) => (
          <li key={c.name}>
            <button
              type="button"
              tabIndex={i === active ? 0 : -1}
              class={`card-result ${card?.name === c.name ? "is-selected" : ""}`}
              aria-pressed={card?.name === c.name}
              data-card={c.name}
              onClick={() => {
                setCard(c);
                setActive(i);
              }}
              title={c.text}
            >
              <span class="card-name">
                {show(c)} {c.manaCost && <span class="tile-cost">{c.manaCost}</span>}
              </span>
              <span class="card-type">
                {c.typeLine}
                {c.pt ? ` · ${c.pt}` : ""}
                {lang === "fr" ? (c.nameFr ? ` · ${c.name}` : "") : c.nameFr ? ` · ${c.nameFr}` : ""}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form
        class="add-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p class="chosen-card" aria-live="polite">
          {card ? <strong>{show(card)}</strong> : w.selectCard}
        </p>
        {card && <p class="card-text">{card.text}</p>}
        <div class="form-grid">
          <label class="stack-label">
            {w.player}
            <select value={player} onChange={(e) => setPlayer(e.currentTarget.value)} data-testid="add-player">
              {players.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
          <label class="stack-label">
            {w.zone}
            <select
              value={zone}
              onChange={(e) => setZone(ZONE_NAMES.find((z) => z === e.currentTarget.value) ?? "battlefield")}
              data-testid="add-zone"
            >
              {ZONE_NAMES.map((z) => (
                <option key={z} value={z}>
                  {w.zones[z] ?? z}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset class="checks">
          {zone === "battlefield" && (
            <label>
              <input type="checkbox" checked={tapped} onChange={(e) => setTapped(e.currentTarget.checked)} /> {w.tapped}
            </label>
          )}
          <label>
            <input type="checkbox" checked={faceDown} onChange={(e) => setFaceDown(e.currentTarget.checked)} />{" "}
            {w.faceDown}
          </label>
          <label>
            <input type="checkbox" checked={back} onChange={(e) => setBack(e.currentTarget.checked)} /> {w.backFace}
          </label>
          <label>
            <input type="checkbox" checked={token} onChange={(e) => setToken(e.currentTarget.checked)} /> {w.token}
          </label>
        </fieldset>
        <div class="form-grid">
          <label class="stack-label">
            {w.counters}
            <input
              value={counters}
              placeholder={w.countersHint}
              onInput={(e) => setCounters(e.currentTarget.value)}
              aria-invalid={parsed === null}
            />
          </label>
          <label class="stack-label">
            {w.idLabel}
            <input value={id} onInput={(e) => setId(e.currentTarget.value)} />
          </label>
        </div>
        {choices.length > 0 && <AsEntersFields choices={choices} chosen={chosen} lang={lang} onChange={setChosen} />}
        <button
          type="submit"
          class="primary"
          disabled={disabled || !card || parsed === null || !answered}
          data-testid="add-card"
        >
          {w.add}
        </button>
        {feedback}
      </form>
    </section>
  );
}
