/**
 * A scenario's beginning where kicked Rite of Replication is cast on Striped Bears: as it
 * resolves, five tokens the scenario did not name enter, and their five "enters" triggers wait
 * to be ordered (603.3b). Steps follow the last line.
 */
export const FIVE_TOKENS_CAST = `scenario: five token copies of Striped Bears enter at once
setup:
  battlefield: [ { id: bears, card: Striped Bears, controller: Alice } ]
  hand: { Alice: [ { id: rite, card: Rite of Replication } ] }
  library: { Alice: [ { card: Island }, { card: Island }, { card: Island }, { card: Island }, { card: Island } ] }
steps:
  - cast: { object: rite, targets: [bears], kicked: true }
`;
