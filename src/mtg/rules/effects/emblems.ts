import { putObject } from "../../model/objectRecords.js";
import { changed, log } from "../../game/draft.js";
import { createObject } from "../../game/objects.js";
import { tokenFaces } from "../../cards/tokens.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/** Emblems (114). */
export const emblemEffects = effectHandlers({
  getEmblem: (ctx, e, r) => {
    const { state } = ctx;
    // 114.3: no characteristics but its abilities — no name, types, mana cost or color.
    const faces = tokenFaces({
      name: "",
      colors: [],
      types: [],
      subtypes: [],
      abilities: e.abilities,
      text: e.abilities.map((a) => a.text).join("\n"),
    }).map((f) => Object.freeze(f));
    // Frozen, so that copies of the state share it (like card data).
    const emblem = Object.freeze({ faces: Object.freeze(faces), createdBy: `${r.sourceName ?? "effect"}: ${r.text}` });
    for (const p of resolvePlayers(ctx, e.who, r)) {
      // 114.2: the player puts it into the command zone; they own and control it.
      const obj = createObject(state, { card: null, token: null, owner: p, zone: "command" });
      putObject(state, "objects", obj.id, { ...obj, emblem });
      log(state, "emblem", `${p} gets an emblem from ${r.sourceName ?? "an effect"}`, "114.2", [obj.id]);
    }
    changed(state);
  },
});
