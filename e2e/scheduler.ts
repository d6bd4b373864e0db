// Runs a scheduled function the way Cloud Scheduler does: a POST to the functions emulator's
// trigger route (firebase-tools 14 cannot deliver a Pub/Sub message to a v2 scheduled function).
// The same lookup as tests/functions/support/scheduled.ts, without vitest.

const HOST = process.env.FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001';

/** The trigger URL of scheduled function `name` (e.g. 'presence-sweepOfflineUsers'). */
export async function scheduledTriggerUrl(name: string): Promise<string> {
  const base = `http://${HOST}/functions/projects/demo-menagerie/triggers`;
  const { backends } = (await (await fetch(`http://${HOST}/backends`)).json()) as {
    backends: Array<{ functionTriggers: Array<{ id: string; name: string; schedule?: unknown }> }>;
  };
  const trigger = backends
    .flatMap((backend) => backend.functionTriggers)
    .find((candidate) => candidate.name === name && candidate.schedule !== undefined);
  if (!trigger) throw new Error(`${name} is not loaded as a scheduled function`);
  // The emulator names its valid keys (`<id>-<generation>`) when asked for an unknown one.
  const unknown = await fetch(`${base}/${trigger.id}-unknown`, { method: 'POST' });
  const valid = (await unknown.text()).split('valid functions are: ')[1]?.split(', ') ?? [];
  const key = valid.find((candidate) =>
    new RegExp(`^${trigger.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+$`).test(candidate),
  );
  if (!key) throw new Error(`no trigger key for ${trigger.id} among ${valid.join(', ')}`);
  return `${base}/${key}`;
}

/** One scheduled run of the function behind `url`; resolves when it has finished. */
export async function runScheduled(url: string): Promise<void> {
  const response = await fetch(url, { method: 'POST' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}
