/**
 * Properties of cards in the Effects Stack and of objects (Properties and States): the
 * activation properties a copy may carry, with their default "null" state off.
 */
export const ACTIVATION_PROPERTIES = ["imbued", "brewed", "prepared", "empowered"] as const;
export type ActivationProperty = (typeof ACTIVATION_PROPERTIES)[number];

export type GaProperties = Record<ActivationProperty, boolean>;

export function noProperties(): GaProperties {
  return { imbued: false, brewed: false, prepared: false, empowered: false };
}

export function propertyList(p: GaProperties): ActivationProperty[] {
  return ACTIVATION_PROPERTIES.filter((k) => p[k]);
}
