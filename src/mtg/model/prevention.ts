import type { ObjectId, PlayerId } from "./object.js";

/**
 * 615.1a: a prevention effect a resolved spell or ability created — a shield around the damage it
 * names. "Prevent the next N damage" shields are used up as they prevent (615.7); "prevent all"
 * shields last until the cleanup step ends them (514.2).
 */
export interface PreventionShield {
  /** 616.1: how a player names it: its source's id and "#N", the Nth shield from that source. */
  readonly label: string;
  readonly text: string;
  readonly controller: PlayerId;
  /** 615.7: the damage it can still prevent, or "all". */
  remaining: number | "all";
  /** The objects and players whose damage it prevents (absent: damage to anything). */
  readonly to?: readonly string[];
  /** The sources whose damage it prevents (absent: any source). */
  readonly by?: readonly ObjectId[];
  /** Only combat damage (510.2). */
  readonly combatOnly?: true;
}
