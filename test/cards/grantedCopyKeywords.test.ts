// 702.56b, 702.78b: static abilities giving replicate or conspire to the spells you cast.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

const CAST_ZONES = ["stack", "hand", "graveyard", "exile", "library"];
const INSTANT_OR_SORCERY = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
};

function grant(text: string): unknown {
  const a = one(text);
  assert.equal(a.kind, "static", text);
  return a.kind === "static" ? a.effects : null;
}

describe("copy keywords granted to the spells you cast", () => {
  it("replicate with a cost equal to the spell's mana cost", () => {
    assert.deepEqual(
      grant(
        "Each instant and sorcery spell you cast has replicate. The replicate cost is equal to its mana cost. (When you cast it, copy it for each time you paid its replicate cost.)",
      ),
      [
        {
          affects: { is: "all", of: [INSTANT_OR_SORCERY, { is: "castByYou" }] },
          zones: CAST_ZONES,
          parts: [
            {
              op: "addAbilities",
              abilities: [{ kind: "keyword", text: "replicate", keyword: "replicate", costIsManaCost: true }],
            },
          ],
        },
      ],
    );
  });
  it("replicate {3} for the spells that are exactly three colors", () => {
    assert.deepEqual(grant("Each spell you cast that's exactly three colors has replicate {3}."), [
      {
        affects: { is: "all", of: [{ is: "all", of: [] }, { is: "castByYou" }, { is: "colorCount", exactly: 3 }] },
        zones: CAST_ZONES,
        parts: [
          {
            op: "addAbilities",
            abilities: [{ kind: "keyword", text: "replicate {3}", keyword: "replicate", cost: "{3}" }],
          },
        ],
      },
    ]);
  });
  it("conspire for the red or green instant and sorcery spells", () => {
    assert.deepEqual(grant("Each red or green instant or sorcery spell you cast has conspire."), [
      {
        affects: {
          is: "all",
          of: [
            {
              is: "all",
              of: [
                {
                  is: "any",
                  of: [
                    { is: "color", color: "R" },
                    { is: "color", color: "G" },
                  ],
                },
                INSTANT_OR_SORCERY,
              ],
            },
            { is: "castByYou" },
          ],
        },
        zones: CAST_ZONES,
        parts: [{ op: "addAbilities", abilities: [{ kind: "keyword", text: "conspire", keyword: "conspire" }] }],
      },
    ]);
  });
  it("replicate without a cost, or conspire with one, stays text", () => {
    staysText("Each instant and sorcery spell you cast has replicate.");
    staysText("Each instant spell you cast has conspire {2}.");
  });
});
