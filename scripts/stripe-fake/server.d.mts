// Types for server.mjs, which stays plain JavaScript so the harness runs it on bare Node.

export interface FakeConfig {
  port: number;
  host: string;
  apiKey: string;
  webhookSecret: string;
  webhookUrl: string;
}

export interface StripeFake {
  url: string;
  webhooks: { delivered: string[]; idle(): Promise<void>; setEnabled(value: boolean): void };
  close(): Promise<void>;
}

/** `a[b][0][c]=v` pairs (the SDK's encoding) into nested objects. */
export declare function parseForm(text: string): Record<string, unknown>;

export declare function startStripeFake(config?: FakeConfig): Promise<StripeFake>;
