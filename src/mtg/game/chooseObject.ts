import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "./ctx.js";
import { illegal } from "./draft.js";

/** A choice of one object among several, as an effect or a rule asks it. */
export interface ObjectChoice {
  readonly player: PlayerId;
  readonly prompt: string;
  readonly options: readonly ObjectId[];
  readonly rule: string;
  /** The player may choose none (answer null). */
  readonly optional?: boolean;
}

/**
 * 608.2d: the player chooses one of the options. With no option nothing is asked (null); a
 * declined optional choice is null; an answer that is not an option is illegal.
 */
export function chooseObjectAmong(ctx: Ctx, choice: ObjectChoice): ObjectId | null {
  const { player, prompt, options, rule } = choice;
  if (options.length === 0) return null;
  const optional = choice.optional === true;
  const a = ctx.chooser.choose({ kind: "chooseObject", player, prompt, options: [...options], optional, rule });
  if (a.kind === "object" && a.id !== null && options.includes(a.id)) return a.id;
  if (optional && a.kind === "object" && a.id === null) return null;
  return illegal(`choose one of ${options.join(", ")}${optional ? " or none" : ""}`, rule);
}
