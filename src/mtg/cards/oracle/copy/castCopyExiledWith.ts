import type { Effect } from "../../../abilities/effect.js";
import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import type { EffectContext } from "../effects.js";
import { allOf, parseSpellPhrase } from "../text/subjects.js";

/** "casts an instant or sorcery card": a spell that is a card, not a copy of one (707.12; a token can't be cast). */
export function castCardFilter(phrase: string): ObjectFilter | null {
  const spell = /^(.+) card$/.exec(phrase)?.[1];
  const filter = spell ? parseSpellPhrase(`${spell} spell`) : null;
  return filter ? allOf([filter, Filters.not({ is: "copyOfCard" })]) : null;
}

/**
 * 607.2a, 707.12, 608.2g: in a cast trigger, "Exile it. Then that player copies each [kind] card
 * exiled with ~. For each copy, the player may cast the copy without paying its mana cost" (Eye of
 * the Storm): the spell is exiled from the stack and linked to the ability; its caster then copies
 * every card the ability has exiled (whoever owns them) and casts any of the copies, in the order
 * they choose; copies not cast cease to exist (707.10a).
 */
export function compileExileSpellCopyEachExiled(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  if (
    !/^[Ee]xile it$/.test(sentences[0] ?? "") ||
    ctx.spell?.ref !== "triggerObject" ||
    ctx.pronoun?.ref !== "triggerObject"
  )
    return null;
  const copies = /^Then that player copies each (.+) exiled with ~$/.exec(sentences[1] ?? "")?.[1];
  const kind = copies ? castCardFilter(`a ${copies}`) : null;
  if (!kind || sentences[2] !== "For each copy, the player may cast the copy without paying its mana cost") return null;
  const copy: Effect = {
    do: "copyCard",
    what: { ref: "linkedExiled" },
    count: 1,
    only: kind,
    cast: { withoutPayingManaCost: true },
  };
  return {
    effects: [
      { do: "exileAndLink", what: { ref: "triggerObject" } },
      { do: "byPlayer", who: { ref: "controllerOfTriggerObject" }, effects: [copy] },
    ],
    count: 3,
  };
}
