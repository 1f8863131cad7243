// 614.1a: "If you would copy a spell one or more times, instead copy it that many times plus an additional time."
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("copying a spell an additional time", () => {
  it("the Twinning Staff paragraph is a replacement ability", () => {
    compiles(
      "If you would copy a spell one or more times, instead copy it that many times plus an additional time. You may choose new targets for the additional copy.",
      { kind: "replacement", replacement: { effect: "copySpellAdditionalTime" } },
    );
  });
  it("without the new targets for the additional copy it is another text (stays text)", () => {
    staysText("If you would copy a spell one or more times, instead copy it that many times plus an additional time.");
  });
});
