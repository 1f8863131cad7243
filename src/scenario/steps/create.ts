import { enterBattlefield } from "../../mtg/rules/enter.js";
import { moveObject } from "../../mtg/rules/zones.js";
import type { CardDef, StepCommon } from "../ast.js";
import { inlineCard } from "../inlineCard.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface CreateStep extends StepCommon {
  readonly kind: "create";
  readonly token: CardDef;
  /** Default: the active player. */
  readonly controller: string;
  readonly id?: string;
}

function schema(p: SchemaParts) {
  return p.strict({ token: p.card, controller: p.nonEmpty.optional(), id: p.id.optional() });
}

/** 4.2: create a token (111.1), as if an effect did it. */
export const create: StepDefinition<RawOf<typeof schema>, CreateStep> = {
  key: "create",
  schema,
  asIfAnEffect: true,
  normalize(v, n, c, path) {
    n.player(v.controller, [...path, "controller"]);
    const token = n.card(v.token, [...path, "token"]);
    if (v.id !== undefined) n.introduceId(v.id, [...path, "id"]);
    return {
      ...c,
      kind: "create",
      token,
      controller: v.controller ?? n.active,
      ...(v.id !== undefined ? { id: v.id } : {}),
    };
  },
  run(ctx, step, { aliases }) {
    const def = inlineCard(step.token);
    const obj = enterBattlefield(ctx, {
      card: null,
      token: { faces: def.faces, createdBy: "a token-creating effect (scenario)" },
      owner: step.controller,
      controller: step.controller,
      tapped: false,
      faceDown: false,
      face: 0,
      move: moveObject,
      fromSpell: null,
    });
    if (step.id) aliases.set(step.id, obj.id);
  },
};
