import type { SpellAbility } from "../../abilities/ability.js";
import { Filters, type ObjectFilter } from "../../abilities/filter.js";
import type { Ctx } from "../../game/ctx.js";
import { illegal, log } from "../../game/draft.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId, PlayerId, StackDecisions } from "../../model/object.js";
import { moveObject } from "../zones.js";

/**
 * 601.2b, 601.2h: "As an additional cost to cast this spell, you may sacrifice one or more
 * creatures" (Plumb the Forbidden) — the caster sacrifices any number of them (those the step
 * names, else chosen one at a time until they choose none), all as the costs are paid; each is
 * remembered as it last existed (608.2h). 603.12: "When you do, …" triggers then, if one or more
 * were sacrificed; it goes on the stack the next time a player would receive priority (603.3).
 */
export function payAnyNumberOfSacrifices(
  ctx: Ctx,
  spell: SpellAbility,
  filter: ObjectFilter,
  args: {
    readonly caster: PlayerId;
    readonly spellId: ObjectId;
    readonly decisions: StackDecisions;
    readonly preset?: readonly ObjectId[];
  },
): void {
  const { state } = ctx;
  const d = derive(state);
  const p = { sourceId: args.spellId, controller: args.caster, abilityKey: null };
  const options = state.battlefield.filter(
    (id) => d.get(id)?.controller === args.caster && matchesFilter(d.view, id, filter, p),
  );
  const chosen = args.preset ? [...args.preset] : ask(ctx, args.caster, options);
  for (const id of chosen) {
    if (!options.includes(id) || chosen.indexOf(id) !== chosen.lastIndexOf(id))
      illegal(`${d.get(id)?.name ?? id} can't be sacrificed to pay this cost`, "118.3");
  }
  for (const id of chosen) {
    args.decisions.sacrificed.push({ id, power: d.get(id)?.power ?? null });
    log(state, "sacrifice", `${args.caster} sacrifices ${d.get(id)?.name ?? id} to pay a cost`, "701.21a", [id]);
    moveObject(ctx, id, "graveyard", { sacrificed: true });
  }
  if (chosen.length === 0 || !spell.whenCostPaid) return;
  state.pendingTriggers.push({
    sourceId: args.spellId,
    abilityKey: "whenCostPaid",
    controller: args.caster,
    triggerObject: args.spellId,
    sourceName: d.get(args.spellId)?.name ?? null,
    ability: {
      kind: "triggered",
      text: spell.text,
      trigger: { on: "cast", filter: Filters.self, by: "you" },
      effects: spell.whenCostPaid,
    },
  });
  log(state, "trigger", `${d.get(args.spellId)?.name ?? args.spellId}: ${spell.text}`, "603.12", [args.spellId]);
}

/** One permanent at a time, until the caster chooses none (or none is left). */
function ask(ctx: Ctx, caster: PlayerId, options: readonly ObjectId[]): ObjectId[] {
  const chosen: ObjectId[] = [];
  for (;;) {
    const left = options.filter((id) => !chosen.includes(id));
    if (left.length === 0) return chosen;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: caster,
      prompt: `choose a permanent to sacrifice (${chosen.length} so far), or none to stop`,
      options: left,
      optional: true,
      rule: "601.2b",
    });
    const id = a.kind === "object" ? a.id : null;
    if (id === null) return chosen;
    if (!left.includes(id)) illegal(`choose one of ${left.join(", ")} or none`, "601.2b");
    chosen.push(id);
  }
}
