import { deriveGa } from "../layers/derive.js";
import { championOf } from "../layers/evaluate.js";
import type { GaObjectId } from "../model/object.js";
import { changed, illegal, log } from "../game/act.js";
import { ask, type GaCtx } from "../game/decision.js";
import { leaveField } from "./leave.js";
import { hasKeyword } from "../game/targets.js";
import { putTriggersOnStack } from "./triggers.js";
import { ceaseToExist } from "../game/zones.js";

/**
 * State-based Checks (Types of Checks 1-10), repeated until nothing changes, then pending triggered
 * abilities are put on the Effects Stack (Triggered Abilities 1, 10). Runs whenever a player would
 * receive Opportunity (General Rules 1).
 */
export function stateBasedChecks(ctx: GaCtx): void {
  for (let guard = 0; guard < 100; guard++) {
    const acted = oneRound(ctx);
    const triggered = putTriggersOnStack(ctx);
    if (!acted && !triggered) return;
  }
}

function oneRound(ctx: GaCtx): boolean {
  const { state } = ctx;
  let acted = false;
  const d = deriveGa(state);
  // 1. Game-ending checks; Counters: Damage 3.
  for (const pl of state.players) {
    if (pl.lost) continue;
    const champion = championOf(d.view, pl.name);
    const c = champion ? d.get(champion) : undefined;
    const obj = champion ? state.objects[champion] : undefined;
    if (c && obj && c.life !== null && (obj.counters.damage ?? 0) >= c.life && !hasKeyword(c, "Immortality")) {
      pl.lost = true;
      acted = true;
      log(
        state,
        "lose",
        `${pl.name}'s champion has ${obj.counters.damage} damage counters (life ${c.life}): ${pl.name} loses the game`,
        "State-based Checks 1; Counters: Damage 3",
      );
    }
  }
  // 2. Damage: allies with damage at least their life die (Ally 6.a), unless they have immortality.
  const dying: GaObjectId[] = [];
  for (const obj of Object.values(state.objects)) {
    const c = d.get(obj.id);
    if (obj.zone !== "field" || !c?.types.includes("Ally") || c.types.includes("Champion") || c.life === null) continue;
    if ((c.life <= 0 || obj.damage >= c.life) && !hasKeyword(c, "Immortality")) dying.push(obj.id);
  }
  // 3. Durability: weapons without durability counters are destroyed (Weapon 5).
  for (const obj of Object.values(state.objects)) {
    const c = d.get(obj.id);
    if (
      obj.zone === "field" &&
      c?.types.includes("Weapon") &&
      (obj.counters.durability ?? 0) <= 0 &&
      !hasKeyword(c, "Immortality")
    )
      dying.push(obj.id);
  }
  for (const id of dying) {
    log(state, "destroy", `${d.get(id)?.name ?? id} is destroyed`, "State-based Checks 2-3");
    leaveField(ctx, id, "destroy");
    acted = true;
  }
  if (acted) return true;
  // 4. Unique objects (Unique 1-2): the controller keeps one of each name and sacrifices the rest.
  const d2 = deriveGa(state);
  for (const pl of state.players) {
    const byName = new Map<string, GaObjectId[]>();
    for (const obj of Object.values(state.objects).sort((a, b) => a.timestamp - b.timestamp)) {
      const c = d2.get(obj.id);
      if (obj.zone !== "field" || c?.controller !== pl.name || !c.supertypes.includes("Unique") || c.name === null)
        continue;
      byName.set(c.name, [...(byName.get(c.name) ?? []), obj.id]);
    }
    for (const [name, ids] of byName) {
      if (ids.length < 2) continue;
      const a = ask(ctx, {
        kind: "chooseObject",
        player: pl.name,
        prompt: `you control ${ids.length} unique objects named ${name}: choose the one to keep (the others are sacrificed)`,
        options: ids,
        optional: false,
        rule: "Unique 1; State-based Checks 4",
      });
      const keep = a.kind === "object" && a.id !== null && ids.includes(a.id) ? a.id : null;
      if (keep === null) illegal(`choose one of ${ids.join(", ")} to keep`, "Unique 1");
      for (const id of ids) {
        if (id === keep) continue;
        log(
          state,
          "sacrifice",
          `${pl.name} sacrifices ${name} (${id}): only one unique object with that name`,
          "Unique 1; State-based Checks 4",
        );
        leaveField(ctx, id, "sacrifice");
      }
      return true;
    }
  }
  // 5. Copy; Tokens 3: tokens outside the field cease to exist (copies of cards do as they move: game/zones.ts).
  for (const obj of Object.values(state.objects)) {
    if (obj.kind === "token" && obj.zone !== "field") {
      ceaseToExist(state, obj.id, "Tokens 3; State-based Checks 5");
      acted = true;
    }
  }
  // Continuous Effects 2: effects "for as long as you control [source]" end when that stops.
  const before = state.effects.length;
  state.effects = state.effects.filter((e) => {
    if (e.duration.until !== "sourceLeavesControl") return true;
    const src = state.objects[e.duration.source];
    return src?.zone === "field" && deriveGa(state).get(src.id)?.controller === e.duration.player;
  });
  if (state.effects.length !== before) {
    changed(state);
    acted = true;
  }
  return acted;
}
