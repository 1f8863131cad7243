import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, staticAbility } from "../dsl.js";

export const colossusHammer = defineCard("Colossus Hammer", [
  staticAbility("Equipped creature gets +10/+10 and loses flying.", [
    {
      affects: Filters.attached,
      parts: [
        { op: "modifyPT", power: 10, toughness: 10 },
        { op: "removeKeywords", keywords: ["flying"] },
      ],
    },
  ]),
  keyword("Equip {8} ({8}: Attach to target creature you control. Equip only as a sorcery.)", "equip", { cost: "{8}" }),
]);
