// "… doesn't untap during its controller's untap step for as long as you control ~" (502.3, 611.2b)
// and Wall of Stolen Identity's "When you do, tap the copied creature and …" after entering as a copy (603.12).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("oracle: a permanent kept tapped for as long as a source stays", () => {
  it("'That creature doesn't untap … for as long as you control ~' after a tap", () => {
    const a = one(
      "When Test Card enters, tap target creature an opponent controls. That creature doesn't untap during its controller's untap step for as long as you control Test Card.",
    );
    assert.equal(a.kind, "triggered");
    assert.ok(a.kind === "triggered");
    assert.deepEqual(a.effects, [
      { do: "tap", what: { ref: "target", index: 0 } },
      { do: "doesntUntapWhile", what: { ref: "target", index: 0 }, duration: "whileYouControlSource" },
    ]);
  });
  it("'tap X and it doesn't untap during its controller's next untap step'", () => {
    const a = one(
      "Whenever Test Card attacks, tap target creature and it doesn't untap during its controller's next untap step.",
    );
    assert.ok(a.kind === "triggered");
    assert.deepEqual(a.effects, [
      { do: "tap", what: { ref: "target", index: 0 } },
      { do: "doesntUntapNext", what: { ref: "target", index: 0 }, during: "itsController" },
    ]);
  });
  it("'for as long as ~ remains on the battlefield'", () => {
    const a = one(
      "When Test Card enters, tap target artifact. That artifact doesn't untap during its controller's untap step for as long as Test Card remains on the battlefield.",
    );
    assert.ok(a.kind === "triggered");
    assert.deepEqual(a.effects[1], {
      do: "doesntUntapWhile",
      what: { ref: "target", index: 0 },
      duration: "whileSourceOnBattlefield",
    });
  });
  it("'for as long as ~ remains tapped' is another duration: stays text", () => {
    const a = one(
      "{T}: Tap target creature. It doesn't untap during its controller's untap step for as long as Test Card remains tapped.",
    );
    assert.equal(a.kind, "text");
  });
});

describe("oracle: 'When you do, …' after entering as a copy", () => {
  const wall =
    "You may have Test Card enter the battlefield as a copy of any creature on the battlefield, except it's a Wall in addition to its other types and has defender. When you do, tap the copied creature and it doesn't untap during its controller's untap step for as long as you control Test Card.";
  it("the replacement carries a reflexive ability about the copied creature", () => {
    const a = one(wall);
    assert.ok(a.kind === "replacement" && a.replacement.effect === "entersAsCopy");
    assert.equal(a.replacement.optional, true);
    assert.deepEqual(a.replacement.whenYouDo?.trigger, { on: "reflexive" });
    assert.deepEqual(a.replacement.whenYouDo?.effects, [
      { do: "tap", what: { ref: "triggerObject" } },
      { do: "doesntUntapWhile", what: { ref: "triggerObject" }, duration: "whileYouControlSource" },
    ]);
    assert.ok(a.replacement.whenYouDo?.text.startsWith("When you do, tap the copied creature"));
  });
  it("a mandatory copy has no 'when you do': stays text", () => {
    const a = one(
      "Test Card enters as a copy of a creature you control. When you do, tap the copied creature and it doesn't untap during its controller's next untap step.",
    );
    assert.equal(a.kind, "text");
  });
});
