import { compileDoubleCounters } from "./effects/doubleCounters.js";
import type { Effect } from "../../abilities/effect.js";
import { Filters } from "../../abilities/filter.js";
import type { Color } from "../../model/color.js";
import { compileCreateToken } from "./effects/createToken.js";
import { compileCreateTokenKinds } from "./effects/createTokenKinds.js";
import { compileCreatedWith } from "./copy/tokenCopyCreatedWith.js";
import { compileLinkedTokenAction } from "./copy/tokenCopyLinkedLeaves.js";
import { compileSameNameAsThatCreature } from "./copy/tokenCopySameName.js";
import { compileTokenKeywordAction } from "./keywords/tokensKeywordActions.js";
import type { EffectContext } from "./effects.js";
import { compileLibrarySearch } from "./effects/librarySearch.js";
import { compileExileTop } from "./effects/impulse.js";
import { compileLinkedExile } from "./effects/linkedExile.js";
import { compilePlayerSacrifice } from "./effects/playerSacrifice.js";
import { compileZoneInstruction } from "./effects/zoneInstructions.js";
import { commit, count, mention, player } from "./text/mentions.js";
import { SELF } from "./text/sentences.js";
import { allOf, parseIndefinite, parseSingular, parseTargetPhrase } from "./text/subjects.js";
import { compileMonstrosity } from "./effects/designations.js";
import { compileDoesntUntapNext } from "./statics/untapStep.js";
import { compileKeptTapped } from "./effects/keptTapped.js";
import { compileReturnChosen } from "./effects/returnChosen.js";
import { compileAmass } from "./keywords/amass.js";
import { compileCounterAbility } from "./effects/counterAbility.js";
import { compileMayPutFromHand } from "./effects/handPutOntoBattlefield.js";
import { compilePrevention } from "./statics/prevention.js";
import { compileCombatThisTurn } from "./effects/combatThisTurn.js";
import { compileCountersThatSpellManaValue } from "./copy/spellCopyThatSpell.js";
import { parseCount } from "./text/words.js";
import { compileGetEmblem } from "./command/emblem.js";
import { compileExileFromYourGraveyard } from "./effects/graveyardExileInstruction.js";
import { compileTokenPowerOfCard } from "./copy/createTokenPowerOfCard.js";
import { compileTurnFaceDown } from "./effects/turnFaceDown.js";
import { compileChooseCreatureType } from "./effects/chooseCreatureType.js";
import { halfLibrary } from "./effects/halfLibrary.js";
import { compileCastCopyExiled } from "./copy/castCopyExiled.js";
import { compileAtRandomFromGraveyard } from "./effects/graveyardAtRandom.js";
import { compileReturnFromYourGraveyard } from "./effects/graveyardReturnChosen.js";
import { compileGraveyardSeveralTargets } from "./effects/graveyardSeveralTargets.js";
import { compileRevealAtRandomFromHand } from "./effects/revealAtRandom.js";
import { compileTurnInstruction } from "./effects/turnInstructions.js";
import { compileWinGame } from "./effects/winGame.js";
import { compileChooseCardOrPermanent } from "./copy/tokenCopyCardOrPermanent.js";
import { compileBolster } from "./keywords/bolster.js";
import { compileSupport } from "./keywords/support.js";
import { compileExplore } from "./keywords/explore.js";
import { compileCountersThenTransform } from "./effects/countersThenTransform.js";
import { compileOpponentChoosesTarget } from "./effects/opponentChoosesTarget.js";
import { compileGoad } from "./effects/goad.js";
import { compileSpellControllerDamage } from "./effects/spellControllerDamage.js";
import { compileShuffleFromGraveyard } from "./effects/graveyardShuffle.js";
import { compileLoseHalfLife } from "./effects/halfLife.js";
import { compileReturnToHandNextEndStep } from "./effects/returnToHandNextEndStep.js";

/**
 * Instructions of resolving spells and abilities beyond the first templates of `effects.ts`:
 * mana of one of several colors, milling, scrying, discarding, regenerating, sacrificing a
 * chosen permanent, returning cards from graveyards, "unless you pay". Each returns null when the
 * sentence is not its shape, so that the caller tries the others.
 */
export function compileInstruction(s: string, ctx: EffectContext): Effect[] | null {
  return (
    manaOfOneOf(s) ??
    libraryAction(s, ctx) ??
    compileExileTop(s, ctx) ??
    compileLibrarySearch(s) ??
    compilePlayerSacrifice(s, ctx) ??
    compileZoneInstruction(s, ctx) ??
    compileLinkedExile(s, ctx) ??
    regenerate(s, ctx) ??
    sacrificeChosen(s) ??
    unlessYouPay(s, ctx) ??
    counterUnlessPays(s, ctx) ??
    compileCounterAbility(s, ctx) ??
    atNextUpkeep(s) ??
    fromGraveyard(s, ctx) ??
    compileGraveyardSeveralTargets(s, ctx) ??
    compileTurnInstruction(s, ctx) ??
    compileOpponentChoosesTarget(s, ctx) ??
    compileGoad(s, ctx) ??
    compileWinGame(s) ??
    compileChooseCardOrPermanent(s, ctx) ??
    compileCreateToken(s, ctx) ??
    compileTokenPowerOfCard(s, ctx) ??
    compileCreateTokenKinds(s, ctx) ??
    compileCreatedWith(s) ??
    compileLinkedTokenAction(s, ctx) ??
    compileSameNameAsThatCreature(s, ctx) ??
    compileTokenKeywordAction(s, ctx) ??
    compileMonstrosity(s) ??
    compileDoesntUntapNext(s, ctx) ??
    compileKeptTapped(s, ctx) ??
    compileReturnChosen(s) ??
    compileAmass(s) ??
    compileMayPutFromHand(s) ??
    compilePrevention(s, ctx) ??
    compileCombatThisTurn(s, ctx) ??
    compileCountersThatSpellManaValue(s, ctx) ??
    compileGetEmblem(s, ctx) ??
    compileExileFromYourGraveyard(s, ctx) ??
    compileTurnFaceDown(s, ctx) ??
    compileChooseCreatureType(s) ??
    compileDoubleCounters(s, ctx) ??
    compileCastCopyExiled(s, ctx, compileInstruction) ??
    compileAtRandomFromGraveyard(s, ctx) ??
    compileReturnFromYourGraveyard(s, ctx) ??
    compileRevealAtRandomFromHand(s, ctx) ??
    compileBolster(s) ??
    compileSupport(s, ctx) ??
    compileExplore(s, ctx) ??
    compileCountersThenTransform(s, ctx) ??
    compileSpellControllerDamage(s, ctx) ??
    compileShuffleFromGraveyard(s) ??
    compileLoseHalfLife(s, ctx) ??
    compileReturnToHandNextEndStep(s, ctx)
  );
}

const COLOR_SYMBOL = /^\{([WUBRG])\}$/;

/** 106.1a: "add {R} or {G}", "add {W}, {U}, or {B}"; "add two mana of any one color" (106.1b). */
function manaOfOneOf(s: string): Effect[] | null {
  const anyOne = /^add (\S+) mana of any one color$/.exec(s);
  if (anyOne?.[1]) {
    const n = parseCount(anyOne[1]);
    return n !== null && n > 1 ? [{ do: "addManaAnyColor", amount: n }] : null;
  }
  const m = /^add (.+),? or (\{[WUBRG]\})$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const symbols = [...m[1].split(/,? /).filter((x) => x !== "" && x !== "or"), m[2]];
  const colors: Color[] = [];
  for (const symbol of symbols) {
    const c = COLOR_SYMBOL.exec(symbol.replace(/,$/, ""))?.[1] as Color | undefined;
    if (!c || colors.includes(c)) return null;
    colors.push(c);
  }
  return colors.length >= 2 ? [{ do: "addManaOfOneOf", colors, amount: 1 }] : null;
}

/** 701.17a mill, 701.22a scry, 701.25a surveil, 701.9a discard. */
function libraryAction(s: string, ctx: EffectContext): Effect[] | null {
  // "scry 2", "you scry X" (X: the spell's, or the number a "where X is" counts, 608.2h).
  const look = /^(?:you )?(scry|surveil) (\d+|X)$/.exec(s);
  if (look?.[1] && look[2])
    return [{ do: look[1] === "scry" ? "scry" : "surveil", amount: look[2] === "X" ? { of: "x" } : Number(look[2]) }];
  const m = /^(?:(.+) )?(mill|mills|discard|discards) (.+)$/.exec(s);
  if (!m?.[2] || !m[3]) return null;
  const third = m[2].endsWith("s");
  const who = m[1] === undefined ? (third ? null : { who: { ref: "you" } as const }) : player(m[1], ctx);
  if (!who || (m[1] !== undefined && third !== (m[1] !== "you"))) return null;
  // 701.9b: "discards a card at random".
  const random = m[2].startsWith("discard") && m[3].endsWith(" at random");
  const cards = random ? m[3].slice(0, -" at random".length) : m[3];
  const amount = count("card", cards) ?? (m[2].startsWith("mill") ? halfLibrary(cards, who.who) : null);
  if (amount === null) return null;
  if (who.slot) ctx.targets.push(who.slot);
  if (random) return [{ do: "discard", who: who.who, amount, atRandom: true }];
  return [{ do: m[2].startsWith("mill") ? "mill" : "discard", who: who.who, amount }];
}

/** 701.19a: "Regenerate ~", "Regenerate target creature", "Regenerate enchanted creature". */
function regenerate(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^regenerate (.+)$/.exec(s);
  if (!m?.[1]) return null;
  const what = mention(m[1], ctx);
  if (!what || what.plural) return null;
  return [{ do: "regenerate", what: commit(ctx, what) }];
}

/** 701.21a: "sacrifice a creature" — the controller chooses one of their own as it resolves (608.2d). */
function sacrificeChosen(s: string): Effect[] | null {
  const m = /^sacrifice (an? .+)$/.exec(s);
  if (!m?.[1]) return null;
  const filter = parseIndefinite(m[1]);
  if (!filter) return null;
  return [
    {
      do: "sacrifice",
      what: { ref: "chosen", filter: allOf([filter, Filters.youControl]), what: `${m[1]} to sacrifice` },
    },
  ];
}

/** 118.12: "sacrifice ~ unless you pay {2}{G}": the controller may pay the mana; if they don't, it happens. */
function unlessYouPay(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+) unless you pay ((?:\{[^}]+\})+)$/.exec(s);
  if (!m?.[1] || !m[2] || m[2].includes("{X}") || m[2].includes("{E}")) return null;
  const inner = m[1] === `sacrifice ${SELF}` ? [{ do: "sacrifice", what: { ref: "self" } } as const] : null;
  if (!inner || ctx.targets.length > 0) return null;
  return [{ do: "unlessYouPay", mana: m[2], effects: inner }];
}

/** 701.6a, 118.12: "counter target spell unless its controller pays {3}". */
function counterUnlessPays(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^counter (.+) unless its controller pays ((?:\{\d+\})+)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const t = parseTargetPhrase(m[1]);
  if (t?.spec.kind !== "spell") return null;
  const what = { ref: "target", index: ctx.targets.length } as const;
  ctx.targets.push(t);
  ctx.pronoun = null;
  return [{ do: "counterUnlessPays", what, mana: m[2] }];
}

/**
 * "Return target creature card from your graveyard to your hand" (404, 400.7), "… to the
 * battlefield [under your control]", "Exile target card from a graveyard".
 */
function fromGraveyard(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^(return|exile) (up to (\S+) )?target (.+?) from (your|a|an opponent's) graveyard(?: (to your hand|to its owner's hand|to the battlefield(?: under your control)?))?( tapped)?$/.exec(
      s,
    );
  if (!m?.[1] || !m[4] || !m[5]) return null;
  if ((m[1] === "return") !== (m[6] !== undefined)) return null;
  // "… to the battlefield tapped" (110.5b: it enters tapped).
  if (m[7] && m[6] !== "to the battlefield") return null;
  // "up to one target …"; several targets of one slot are not read yet.
  if (m[3] !== undefined && parseCount(m[3]) !== 1) return null;
  const noun = /^(.*?)\s*card( with .+)?$/.exec(m[4]);
  if (!noun || noun[1] === undefined) return null;
  const filter = noun[1] === "" ? (noun[2] ? null : allOf([])) : parseSingular(noun[1] + (noun[2] ?? ""));
  if (!filter) return null;
  const whose = m[5] === "your" ? "you" : m[5] === "a" ? "any" : "opponent";
  // 303.4, 110.2: only the graveyard's owner's cards are put onto the battlefield under "your" control.
  if (m[6]?.startsWith("to the battlefield") && whose !== "you" && !m[6].endsWith("your control")) return null;
  // A card returns to its owner's hand, never to "your" hand from another's graveyard.
  if (m[6] === "to your hand" && whose === "opponent") return null;
  const what = { ref: "target", index: ctx.targets.length } as const;
  ctx.targets.push({ spec: { kind: "card", zone: "graveyard", filter, whose }, ...(m[2] ? { min: 0, max: 1 } : {}) });
  ctx.pronoun = what;
  if (m[1] === "exile") return [{ do: "exile", what }];
  // 400.3: a card returns to its owner's hand ("to your hand" from your own graveyard).
  if (m[6] === "to your hand" || m[6] === "to its owner's hand") return [{ do: "returnToHand", what }];
  return [{ do: "putOntoBattlefield", what, under: "you", ...(m[7] ? { tapped: true as const } : {}) }];
}

/** 603.7a, 503.1: "draw a card at the beginning of the next turn's upkeep" — a delayed triggered ability. */
function atNextUpkeep(s: string): Effect[] | null {
  const m = /^draw (a card|\S+ cards) at the beginning of the next turn's upkeep$/.exec(s);
  const amount = m?.[1] ? count("card", m[1]) : null;
  if (amount === null) return null;
  return [{ do: "atNextUpkeep", effects: [{ do: "draw", who: { ref: "you" }, amount }] }];
}
