/** The board: each player's zones with their objects as tiles, and the stack. */
import type { BoardView, Lang, ObjectView, PlayerView } from "../protocol.ts";
import { STEP_LABELS, words } from "./i18n.tsx";

/** How the page names an object across replays: its scenario id, else the engine's id. */
export function keyOf(o: ObjectView): string {
  return o.alias ?? o.id;
}

function pt(o: ObjectView): string | null {
  if (o.power !== null || o.toughness !== null) return `${o.power ?? "—"}/${o.toughness ?? "—"}`;
  return null;
}

export function Tile({
  o,
  lang,
  selected,
  highlighted,
  onSelect,
}: {
  o: ObjectView;
  lang: Lang;
  selected: boolean;
  highlighted?: boolean;
  onSelect: (id: string) => void;
}) {
  const w = words(lang);
  const modified = o.modified.layers.length > 0;
  const counters = Object.entries(o.counters).filter(([k]) => k !== "loyalty" && k !== "defense");
  const classes = [
    "tile",
    o.tapped ? "is-tapped" : "",
    modified ? "is-modified" : "",
    o.copy ? "is-copy" : "",
    selected ? "is-selected" : "",
    highlighted ? "is-highlighted" : "",
    o.zone === "stack" ? "is-stack" : "",
  ]
    .filter((c) => c !== "")
    .join(" ");
  const p = pt(o);
  return (
    <li class="tile-item">
      <button
        type="button"
        class={classes}
        aria-pressed={selected}
        data-obj={o.alias ?? o.id}
        data-id={o.id}
        onClick={() => onSelect(keyOf(o))}
      >
        <span class="tile-head">
          <span class="tile-name">{o.label}</span>
          {o.manaCost !== null && o.manaCost !== "" && <span class="tile-cost">{o.manaCost}</span>}
        </span>
        {o.abilityText !== null ? (
          <span class="tile-type tile-ability">“{o.abilityText}”</span>
        ) : (
          <span class="tile-type">{o.typeLine || "—"}</span>
        )}
        <span class="tile-badges">
          {o.copy && <span class="badge badge-copy">{w.copyBadge}</span>}
          {modified && (
            <span
              class="badge badge-mod"
              title={o.modified.sources.length > 0 ? w.changedBy(o.modified.sources.join(", ")) : undefined}
            >
              {w.changedBadge(o.modified.layers.join(", "))}
            </span>
          )}
          {o.token && <span class="badge">{w.tokenBadge}</span>}
          {o.tapped && <span class="badge badge-tapped">{w.tappedBadge}</span>}
          {o.faceDown && <span class="badge">{w.faceDownBadge}</span>}
          {o.attacking !== null && <span class="badge badge-combat">{w.attackingBadge(o.attacking)}</span>}
          {o.blocking !== null && <span class="badge badge-combat">{w.blockingBadge(o.blocking)}</span>}
          {o.damage > 0 && <span class="badge badge-combat">{w.damageBadge(o.damage)}</span>}
        </span>
        <span class="tile-stats">
          {counters.map(([k, n]) => (
            <span class="counter" key={k}>
              {n}× {k}
            </span>
          ))}
          {o.loyalty !== null && <span class="tile-loyalty">⌂ {o.loyalty}</span>}
          {o.defense !== null && <span class="tile-defense">⛨ {o.defense}</span>}
          {p !== null && <span class="tile-pt">{p}</span>}
        </span>
      </button>
    </li>
  );
}

function Zone({
  title,
  objects,
  lang,
  selected,
  highlight,
  onSelect,
  open,
}: {
  title: string;
  objects: readonly ObjectView[];
  lang: Lang;
  selected: string | null;
  highlight: ReadonlySet<string>;
  onSelect: (id: string) => void;
  open?: boolean;
}) {
  const list =
    objects.length === 0 ? (
      <p class="zone-empty">{words(lang).empty}</p>
    ) : (
      <ul class="tiles">
        {objects.map((o) => (
          <Tile
            key={o.id}
            o={o}
            lang={lang}
            selected={selected === keyOf(o)}
            highlighted={highlight.has(o.id)}
            onSelect={onSelect}
          />
        ))}
      </ul>
    );
  if (open) {
    return (
      <section class="zone" aria-label={title}>
        <h4 class="zone-title">
          {title} <span class="count">({objects.length})</span>
        </h4>
        {list}
      </section>
    );
  }
  return (
    <details class="zone" open={objects.length > 0 && objects.length <= 8}>
      <summary class="zone-title">
        {title} <span class="count">({objects.length})</span>
      </summary>
      {list}
    </details>
  );
}

export function PlayerArea({
  p,
  board,
  lang,
  selected,
  highlight,
  onSelect,
}: {
  p: PlayerView;
  board: BoardView;
  lang: Lang;
  selected: string | null;
  highlight: ReadonlySet<string>;
  onSelect: (id: string) => void;
}) {
  const w = words(lang);
  const active = board.turn.active === p.name;
  return (
    <section class={`player ${active ? "is-active" : ""}`} aria-label={p.name} data-player={p.name}>
      <h3 class="player-head">
        <span class="player-name">{p.name}</span>
        {active && <span class="badge">{w.active}</span>}
        {board.priority === p.name && <span class="badge badge-priority">{w.priority}</span>}
        <span class="player-life">
          {w.life}: <strong>{p.life}</strong>
        </span>
        {p.manaPool !== "" && <span class="player-pool">{p.manaPool}</span>}
        {p.lost && <span class="badge badge-lost">{w.lost}</span>}
      </h3>
      <Zone
        title={w.zones.battlefield ?? "battlefield"}
        objects={p.battlefield}
        lang={lang}
        selected={selected}
        highlight={highlight}
        onSelect={onSelect}
        open
      />
      <div class="zones-row">
        <Zone
          title={w.zones.hand ?? "hand"}
          objects={p.hand}
          lang={lang}
          selected={selected}
          highlight={highlight}
          onSelect={onSelect}
        />
        <Zone
          title={w.zones.graveyard ?? "graveyard"}
          objects={p.graveyard}
          lang={lang}
          selected={selected}
          highlight={highlight}
          onSelect={onSelect}
        />
        <Zone
          title={w.zones.exile ?? "exile"}
          objects={p.exile}
          lang={lang}
          selected={selected}
          highlight={highlight}
          onSelect={onSelect}
        />
        <Zone
          title={w.zones.library ?? "library"}
          objects={p.library}
          lang={lang}
          selected={selected}
          highlight={highlight}
          onSelect={onSelect}
        />
        {p.command.length > 0 && (
          <Zone
            title={w.zones.command ?? "command"}
            objects={p.command}
            lang={lang}
            selected={selected}
            highlight={highlight}
            onSelect={onSelect}
          />
        )}
      </div>
    </section>
  );
}

export function StackPanel({
  board,
  lang,
  selected,
  highlight,
  onSelect,
}: {
  board: BoardView;
  lang: Lang;
  selected: string | null;
  highlight: ReadonlySet<string>;
  onSelect: (id: string) => void;
}) {
  const w = words(lang);
  return (
    <section class="panel stack-panel" aria-labelledby="stack-title">
      <h2 id="stack-title">
        {w.stack} <span class="count">({board.stack.length})</span>
      </h2>
      {board.stack.length === 0 ? (
        <p class="zone-empty">{w.stackEmpty}</p>
      ) : (
        <ol class="stack-list">
          {board.stack.map((o, i) => (
            <li key={o.id} class="stack-entry">
              {i === 0 && <span class="stack-top">{w.topOfStack}</span>}
              <ul class="tiles">
                <Tile
                  o={o}
                  lang={lang}
                  selected={selected === keyOf(o)}
                  highlighted={highlight.has(o.id)}
                  onSelect={onSelect}
                />
              </ul>
              {o.stackLines.length > 0 && (
                <ul class="stack-lines">
                  {o.stackLines.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function TurnBar({ board, lang }: { board: BoardView; lang: Lang }) {
  const w = words(lang);
  return (
    <p class="turn-bar" aria-live="polite">
      <span>
        {w.turn} <strong>{board.turn.number}</strong>
      </span>
      <span>
        {w.active}: <strong>{board.turn.active}</strong>
      </span>
      <span>
        {w.step}: <strong data-step={board.turn.step}>{STEP_LABELS[lang][board.turn.step] ?? board.turn.step}</strong>
      </span>
      <span>
        {w.priority}: <strong>{board.priority ?? "—"}</strong>
      </span>
    </p>
  );
}
