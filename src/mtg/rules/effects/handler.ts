import type { Effect } from "../../abilities/effect.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";

/** The kinds of instruction a resolving spell or ability carries out (608.2c), by their `do` key. */
export type EffectKind = Effect["do"];

/** The instructions of one kind (a member naming several kinds, as scry/surveil, narrowed to one). */
export type EffectOf<K extends EffectKind> = { readonly [P in EffectKind]: WithKind<Effect, P> }[K];

type WithKind<E, P> = E extends { readonly do: infer D } ? (P extends D ? E & { readonly do: P } : never) : never;

/**
 * Carries out nested instructions ("if …", "then …") within the same resolution (608.2c);
 * `as`: the same resolution seen from another player ("that player may …").
 */
export type RunNested = (effects: readonly Effect[], as?: Resolution) => void;

/** Carries out one instruction of its kind. */
export type EffectHandler<K extends EffectKind> = (
  ctx: Ctx,
  e: EffectOf<K>,
  r: Resolution,
  runNested: RunNested,
) => void;

/** A handler for each kind in K: the compiler refuses a map that misses one. */
export type EffectHandlers<K extends EffectKind = EffectKind> = { readonly [P in K]: EffectHandler<P> };

/** Declares the handlers of one rules area; the keys name the kinds it handles. */
export function effectHandlers<K extends EffectKind>(handlers: EffectHandlers<K>): EffectHandlers<K> {
  return handlers;
}
