/**
 * Keyword abilities of permanents (702), each expanded into the abilities it represents by
 * abilities/keywordActions.ts: echo (702.30a) and renown (702.112a) are triggered abilities, level
 * up (702.87a) an activated one, exploit (702.110a) an enters trigger, cumulative upkeep (702.24a) an upkeep trigger.
 */
export const PERMANENT_KEYWORDS = ["echo", "level up", "renown", "exploit", "cumulative upkeep"] as const;
