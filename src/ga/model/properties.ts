/**
 * Properties of cards in the Effects Stack and of objects (Properties and States): the
 * activation properties a copy may carry, with their default "null" state off.
 */
export const ACTIVATION_PROPERTIES = ["imbued", "brewed", "prepared", "empowered"] as const;
/** A property an ability's activation can have (imbued, brewed, prepared, empowered). */
export type ActivationProperty = (typeof ACTIVATION_PROPERTIES)[number];

/** Which activation properties an ability was activated with. */
export type GaProperties = Record<ActivationProperty, boolean>;

export function noProperties(): GaProperties {
  return { imbued: false, brewed: false, prepared: false, empowered: false };
}

export function propertyList(p: GaProperties): ActivationProperty[] {
  return ACTIVATION_PROPERTIES.filter((k) => p[k]);
}
