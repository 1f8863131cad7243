import { becomeCopy } from "../../copy/becomeCopy.js";
import {
  castCopyByName,
  castCopyOfLinked,
  castCopyOfNoted,
  exileFromHandLinked,
  noteNameAndPutFaceDown,
} from "../../copy/castCopy.js";
import { copySpellOrAbility } from "../../copy/spellCopy.js";
import { createTokenCopy } from "../../copy/tokenCopy.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";
import type { Ctx } from "../ctx.js";
import { tokensToCreate } from "../doubling.js";
import { enterTogether } from "../enterTogether.js";
import { perspective, type Resolution } from "../resolution.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/** Copying objects (707): becoming a copy, copying a spell, token copies, casting copies of cards. */
export const copyEffects = effectHandlers({
  becomeCopy: (ctx, e, r) => {
    const ofId = "choose" in e.of ? chooseToCopy(ctx, e.of.choose, r) : resolveObjects(ctx, e.of, r)[0];
    if (ofId === undefined || ofId === null) return;
    // 707.9a: "this ability" is the resolving ability itself, even if its source no longer has it.
    const thisAbility =
      r.ability ?? (r.abilityKey && r.sourceId ? abilityDef(ctx, r.sourceId, r.abilityKey) : undefined);
    for (const id of resolveObjects(ctx, e.what, r)) {
      becomeCopy(ctx, {
        target: id,
        of: ofId,
        exceptions: e.exceptions,
        duration: e.duration,
        sourceId: r.sourceId,
        controller: r.controller,
        text: r.text,
        ...(thisAbility ? { thisAbility } : {}),
      });
    }
  },
  copySpell: (ctx, e, r) => {
    const n = amount(ctx, e.count, r);
    for (const id of resolveObjects(ctx, e.what, r)) {
      for (let i = 0; i < n; i++) {
        if (e.targetCreated) {
          const target = chooseCreated(ctx, r);
          if (target === null) continue;
          copySpellOrAbility(ctx, {
            of: id,
            controller: r.controller,
            exceptions: e.exceptions,
            mayChooseNewTargets: false,
            newTargetEverywhere: target,
          });
        } else {
          copySpellOrAbility(ctx, {
            of: id,
            controller: r.controller,
            exceptions: e.exceptions,
            mayChooseNewTargets: e.newTargets,
          });
        }
      }
    }
  },
  createTokenCopy: (ctx, e, r) => {
    const of = resolveObjects(ctx, e.of, r)[0];
    if (of === undefined) return; // 707.1: nothing to copy, no token
    const n = tokensToCreate(ctx.state, r.controller, amount(ctx, e.count, r));
    // 603.6a: the tokens one instruction creates enter at the same time.
    enterTogether(ctx, (together) => {
      for (let i = 0; i < n; i++) {
        const t = createTokenCopy(together, of, r.controller, e.exceptions, `${r.sourceName ?? "effect"}: ${r.text}`);
        if (t) r.created.push(t.id);
      }
    });
  },
  noteNameAndPutFaceDown: (ctx, e, r) => {
    const card = resolveObjects(ctx, e.what, r)[0];
    if (card) noteNameAndPutFaceDown(ctx, card, e.parts, r);
  },
  castCopyOfNoted: (ctx, _e, r) => castCopyOfNoted(ctx, r),
  exileFromHandLinked: (ctx, e, r) => exileFromHandLinked(ctx, e.filter, r),
  castCopyOfLinked: (ctx, e, r) => castCopyOfLinked(ctx, e.withoutPayingManaCost, r),
  castCopyByName: (ctx, e, r) => castCopyByName(ctx, e.names, r),
});

/** 707.10e: with several objects created ("that token" after a doubling), the copy's controller picks one. */
function chooseCreated(ctx: Ctx, r: Resolution): ObjectId | null {
  const created = r.created.filter((id) => ctx.state.objects[id]);
  if (created.length <= 1) return created[0] ?? null;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: "choose the token the copy targets",
    options: created,
    optional: false,
    rule: "707.10e",
  });
  return a.kind === "object" ? a.id : null;
}

/** A choice made on resolution of the object to copy (Cytoshape, Mirrorweave's target is chosen on cast). */
function chooseToCopy(ctx: Ctx, filter: Parameters<typeof matchesFilter>[2], r: Resolution): ObjectId | null {
  const d = derive(ctx.state);
  const options = ctx.state.battlefield.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  // 608.2d: with nothing to choose, no choice is asked (and nothing is copied, 707.1).
  if (options.length === 0) return null;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: choose the object to copy`,
    options,
    optional: false,
    rule: "608.2d",
  });
  return a.kind === "object" ? a.id : null;
}

/** The current definition of an ability of an object, by instance key. */
function abilityDef(ctx: Ctx, id: ObjectId, key: string) {
  return derive(ctx.state)
    .get(id)
    ?.abilities.find((a) => a.key === key)?.def;
}
