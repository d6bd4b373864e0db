// Types for unboosted.mjs (plain JavaScript, like chromium.mjs).

/** The command that launches `executable` without CAP_SYS_NICE (a wrapper when root). */
export declare function withoutPriorityBoost(
  executable: string,
  facts?: { isRoot?: boolean; hasSetpriv?: boolean; dir?: string },
): string;
