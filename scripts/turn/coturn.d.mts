// Types for coturn.mjs, which stays plain JavaScript so scripts on bare Node can use it.

export declare const TURN_TEST: {
  host: string;
  port: number;
  realm: string;
  minPort: number;
  maxPort: number;
  readonly secret: string;
};

/** coturn's binary, or null when it is not installed (Debian's package `coturn`). */
export declare function turnserverPath(): string | null;

export interface RunningCoturn {
  pid: number | undefined;
  log(): string;
  /** Allocations coturn granted so far. */
  allocations(): number;
  /** Bytes relayed to peers by the sessions that ended so far (coturn logs them at the end). */
  relayedBytes(): number;
  stop(): Promise<void>;
}

/** Starts coturn on loopback (`noUdp`: TURN over TCP only); resolves once it listens. */
export declare function startCoturn(options?: {
  noUdp?: boolean;
  quiet?: boolean;
}): Promise<RunningCoturn>;
