import { describe, it } from "node:test";
import { compiles } from "./compiled.js";

describe("daybound and nightbound (702.145): keywords the day/night rules (730) read", () => {
  it("reads Daybound and Nightbound, with their reminder text", () => {
    compiles("Daybound (If a player casts no spells during their own turn, it becomes night next turn.)", {
      kind: "keyword",
      keyword: "daybound",
    });
    compiles("Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)", {
      kind: "keyword",
      keyword: "nightbound",
    });
  });
});
