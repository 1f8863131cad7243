/**
 * Keywords printed with a number, beside those of keywords.ts: vanishing (702.63a, also printed
 * bare, 702.63b), afterlife (702.135a), modular (702.43a), fabricate (702.123a).
 */
export const KEYWORDS_WITH_NUMBER = ["vanishing", "afterlife", "modular", "fabricate"] as const;
/** Those of them never printed without their number. */
export const KEYWORDS_NEEDING_NUMBER = ["afterlife", "modular", "fabricate"] as const;
