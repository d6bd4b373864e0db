// Types for chatters.mjs, which stays plain JavaScript so the benchmarks run on bare Node.

/** The text of chatter `author`'s message number `seq` in soak `run`. */
export declare function soakMessage(run: string, author: number, seq: number): string;

/** { run, author, seq } of a soak message found in `text`; null for any other text. */
export declare function parseSoakMessage(
  text: string,
): { run: string; author: number; seq: number } | null;

export interface Chatters {
  start(ms: number): Promise<{ sent: string[]; failures: string[] }>;
  leave(): Promise<unknown>;
}

/** Joins `count` client-SDK attendees into the room, ready to chat. */
export declare function joinChatters(
  count: number,
  options: { run: string; eventSlug?: string; roomId?: string; everyMs?: number },
): Promise<Chatters>;
