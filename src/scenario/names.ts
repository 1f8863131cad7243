import { derive } from "../mtg/layers/derive.js";
import type { ObjectId } from "../mtg/model/object.js";
import type { GameState } from "../mtg/model/state.js";
import { follow } from "../mtg/game/objects.js";
import type { Selector } from "./ast.js";
import type { Aliases } from "./buildState.js";
import { abilitySourceName, selectAll } from "./refs.js";

/**
 * Names engine objects the way a scenario can write them (docs/scenario-format.md §4.3, 6.1): a player's name, the
 * scenario id that names the object (following zone changes, 400.7), or else a selector that
 * matches it now. Messages offer these as answers, never an engine id like `o5`.
 */
export class ScenarioNames {
  constructor(
    private readonly state: GameState,
    private readonly aliases: Aliases,
  ) {}

  /** An object id, a player, or a trigger label `id#N` (the N kept only after a scenario id). */
  name = (idOrLabel: string): string => {
    const [id = idOrLabel, n] = idOrLabel.split("#");
    if (this.state.players.some((p) => p.name === id)) return id;
    const now = follow(this.state, id);
    for (const [alias, base] of this.aliases)
      if (follow(this.state, base) === now) return n === undefined ? alias : `${alias}#${n}`;
    const keys = this.selector(now);
    if (keys === null) return `(${this.formerName(id)}, which no longer exists)`;
    return n === undefined ? `{ select: { ${keys} } }` : `{ select: { ${keys} }, ability: ${n} }`;
  };

  /** The text with every engine object id in it replaced by its scenario name. */
  text(s: string): string {
    return s.replace(/\b[a-z]\d+\b/g, (m) => (this.isObjectId(m) ? this.name(m) : m));
  }

  /** The name of an object that ceased to exist (a token that left the battlefield), as it last existed. */
  private formerName(id: ObjectId): string {
    const last = this.state.lastKnown[id] ?? this.state.objects[id];
    return last?.card ?? last?.token?.faces[0]?.name ?? "an object";
  }

  private isObjectId(s: ObjectId): boolean {
    return (
      this.state.objects[s] !== undefined ||
      this.state.successors[s] !== undefined ||
      this.state.lastKnown[s] !== undefined
    );
  }

  /** The keys of a selector (`name, zone, …`) matching exactly this object, with `index` among identical ones. */
  private selector(id: ObjectId): string | null {
    const o = this.state.objects[id];
    if (!o) return null;
    const name = o.ability ? abilitySourceName(this.state, o.ability) : (derive(this.state).get(id)?.name ?? null);
    const sel: Selector = {
      name,
      zone: o.zone,
      ...(o.token !== null && !o.isCopyOfSpell ? { token: true } : {}),
      ...(o.ability ? { ability: true } : {}),
    };
    const all = selectAll(this.state, this.aliases, sel);
    const index = all.indexOf(id);
    if (index < 0) return null;
    const keys = [`name: ${name === null ? "null" : JSON.stringify(name)}`, `zone: ${o.zone}`];
    if (sel.token) keys.push("token: true");
    if (sel.ability) keys.push("ability: true");
    if (all.length > 1) keys.push(`index: ${index}`);
    return keys.join(", ");
  }
}
