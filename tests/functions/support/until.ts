// Waiting for what a trigger writes: the emulator runs triggers a moment after the write.

/** Reads until `ok` holds (every 250 ms), or fails with the last value after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!ok(value)) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}
