// "As ~ enters, choose a creature." + "Enchanted creature is a copy of the chosen creature."
// (Metamorphic Alteration, 614.12, 613.2a, 707.2): the choice, the static copy effect it records,
// and the effect following the Aura when the Aura is attached elsewhere (613.7e).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isDeepStrictEqual } from "node:util";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { addCopyEffect } from "../../src/mtg/copy/copyEffect.js";
import { takeSnapshot } from "../../src/mtg/copy/snapshot.js";
import { act, newTimestamp } from "../../src/mtg/game/draft.js";
import { derive } from "../../src/mtg/layers/derive.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { RandomChooser } from "../../src/reliability/randomChooser.js";
import { Rng } from "../../src/reliability/rng.js";
import { followAttachments } from "../../src/mtg/rules/attachedCopyEffect.js";
import { buildSetup, emptyGame } from "../../src/scenario/buildState.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { magicScenario } from "../../src/scenario/rulesets/run.js";
import { compiles, staysText } from "./compiled.js";
import { writable } from "../../src/mtg/model/writableObject.js";

describe("oracle: a creature chosen as the permanent enters, and the enchanted creature a copy of it", () => {
  it("'As ~ enters, choose a creature.' is an enters replacement with the noun's filter", () => {
    compiles("As Test Card enters the battlefield, choose a creature.", {
      kind: "replacement",
      replacement: { effect: "asEntersChooseObject", filter: { is: "type", type: "Creature" } },
    });
  });
  it("'Enchanted creature is a copy of the chosen creature.' is a static copy effect", () => {
    compiles("Enchanted creature is a copy of the chosen creature.", {
      kind: "static",
      effects: [],
      attachedCopyOfChosen: true,
    });
  });
  it("the nouns must agree; other choices keep their own templates", () => {
    staysText("Enchanted creature is a copy of the chosen artifact.");
    const [color] = compileOracleText("As Test Card enters the battlefield, choose a color.", "Test Card");
    assert.deepEqual(color?.kind === "replacement" ? color.replacement : null, {
      effect: "asEntersChoose",
      choice: "color",
    });
  });
});

/** The board, and the engine's id of each scenario handle. */
function boardWithAura(): { state: GameState; id: (handle: string) => string } {
  const yaml = `scenario: board
setup:
  battlefield:
    - { id: bears, card: Grizzly Bears, controller: Alice }
    - { id: ogre, card: Gray Ogre, controller: Alice }
    - { id: angel, card: Serra Angel, controller: Bob }
    - { id: aura, card: Metamorphic Alteration, controller: Alice, attachedTo: bears }
steps: []
`;
  const read = parseScenario(yaml, "board.yaml", LIBRARY_CATALOG);
  const parsed = read.ok ? magicScenario(read.value, "this test") : read;
  assert.ok(parsed.ok);
  const aliases = new Map<string, string>();
  const setup = act(emptyGame(parsed.value, LIBRARY_CATALOG), (draft) =>
    buildSetup({ state: draft, chooser: new RandomChooser(new Rng(1)) }, parsed.value, aliases),
  );
  assert.ok(setup.ok);
  return { state: setup.value, id: (handle) => aliases.get(handle) ?? handle };
}

describe("rules: an Aura's copy effect follows the Aura (613.7e)", () => {
  it("attached elsewhere, the Aura's copy effect applies to the new object with the Aura's new timestamp", () => {
    const board = boardWithAura();
    const [bears, ogre, angel, auraId] = ["bears", "ogre", "angel", "aura"].map(board.id);
    assert.ok(bears && ogre && angel && auraId);
    const after = act(board.state, (state) => {
      const aura = state.objects[auraId];
      const snap = takeSnapshot(derive(state), angel, { exceptions: [] });
      assert.ok(aura && snap);
      addCopyEffect(state, {
        target: bears,
        snapshot: snap.snapshot,
        sourceId: auraId,
        sourceName: "Metamorphic Alteration",
        controller: "Alice",
        timestamp: aura.timestamp,
        duration: "whileSourceOnBattlefield",
        text: "Enchanted creature is a copy of the chosen creature.",
        rule: "613.2a, 707.2",
        followsAttachment: true,
      });
      assert.equal(derive(state).get(bears)?.name, "Serra Angel");
      assert.equal(followAttachments(state), false, "nothing to follow while it stays");
      writable(state, aura).attachedTo = ogre;
      writable(state, aura).timestamp = newTimestamp(state, auraId);
      assert.equal(followAttachments(state), true);
    });
    assert.ok(after.ok, JSON.stringify(after.ok ? null : after.problems));
    const state = after.value;
    const d = derive(state);
    assert.equal(d.get(bears)?.name, "Grizzly Bears");
    assert.equal(d.get(ogre)?.name, "Serra Angel");
    const [record] = state.effects.filter((e) => e.followsAttachment);
    assert.deepEqual(record?.affected, [ogre]);
    assert.equal(record?.timestamp, state.objects[auraId]?.timestamp);
    // The re-derivation after the change gives what a derivation from scratch gives.
    const cold = derive(JSON.parse(JSON.stringify(state)) as GameState);
    for (const id of [bears, ogre, angel, auraId])
      assert.ok(isDeepStrictEqual(d.get(id), cold.get(id)), `${id} re-derived as from scratch`);
  });
});
