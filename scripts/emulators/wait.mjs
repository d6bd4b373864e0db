// Polls the emulators until each answers HTTP, so seeding and tests start on a ready stack.
const ENDPOINTS = {
  firestore: 'http://127.0.0.1:8080/',
  auth: 'http://127.0.0.1:9099/',
  functions: 'http://127.0.0.1:5001/',
  storage: 'http://127.0.0.1:9199/',
};

export async function waitForEmulators({
  timeoutMs = 180_000,
  only = Object.keys(ENDPOINTS),
} = {}) {
  const deadline = Date.now() + timeoutMs;
  for (const name of only) {
    for (;;) {
      try {
        await fetch(ENDPOINTS[name]);
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`The ${name} emulator did not start in time.`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}
