/**
 * Where a continuous effect comes from, and when, in either game: what both layer systems order
 * effects by (MTG 613.7, Grand Archive Timestamps).
 */
export interface EffectOrigin {
  readonly id: string;
  readonly origin: "static" | "resolved";
  readonly sourceId: string | null;
  readonly sourceName: string | null;
  readonly abilityKey: string | null;
  /** A resolved effect's controller; a static effect's is its source's. */
  readonly controller: string | null;
  readonly order: readonly [number, number, number, number];
  readonly timestamp: number;
}

/**
 * The effect `effectIndex` of the static ability at `ability.index` of an object. Its timestamp is
 * the later of the object's and the ability's grant (MTG 613.7a, Grand Archive Timestamps 1.a);
 * ties are broken by the grant, then by the ability's and the effect's places. A static effect has
 * no controller of its own: it is its source's.
 */
export function staticEffectOrigin(
  source: { readonly id: string; readonly timestamp: number; readonly name: string | null },
  ability: { readonly key: string; readonly grantTimestamp: number | undefined; readonly index: number },
  effectIndex: number,
): EffectOrigin {
  const timestamp = Math.max(source.timestamp, ability.grantTimestamp ?? 0);
  return {
    id: `s:${source.id}:${ability.key}:${effectIndex}`,
    origin: "static",
    sourceId: source.id,
    sourceName: source.name,
    abilityKey: ability.key,
    controller: null,
    order: [timestamp, ability.grantTimestamp ?? 0, ability.index, effectIndex],
    timestamp,
  };
}

/** The effect of a resolved spell or ability, stored with its own timestamp and controller (MTG 611.2, 613.7b). */
export function resolvedEffectOrigin(r: {
  readonly id: string;
  readonly sourceId: string | null;
  readonly sourceName: string | null;
  readonly controller: string;
  readonly timestamp: number;
}): EffectOrigin {
  return {
    id: `r:${r.id}`,
    origin: "resolved",
    sourceId: r.sourceId,
    sourceName: r.sourceName,
    abilityKey: null,
    controller: r.controller,
    order: [r.timestamp, 0, 0, 0],
    timestamp: r.timestamp,
  };
}
