import { expect } from 'vitest';

/**
 * The functions emulator's URL of a scheduled function, which is what Cloud Scheduler calls.
 * (firebase-tools 14 cannot deliver a Pub/Sub message to a v2 scheduled function: it refuses
 * their http signature.) Its trigger key is `<id>-<generation>`; the emulator names its valid
 * keys when asked for an unknown one, which avoids guessing the generation.
 */
export async function scheduledTriggerUrl(name: string): Promise<string> {
  const host = process.env.FUNCTIONS_EMULATOR_HOST;
  const base = `http://${host}/functions/projects/demo-menagerie/triggers`;
  const { backends } = (await (await fetch(`http://${host}/backends`)).json()) as {
    backends: Array<{ functionTriggers: Array<{ id: string; name: string; schedule?: unknown }> }>;
  };
  const trigger = backends
    .flatMap((backend) => backend.functionTriggers)
    .find((candidate) => candidate.name === name);
  expect(trigger?.schedule, `${name} is loaded as a scheduled function`).toBeDefined();
  const unknown = await fetch(`${base}/${trigger!.id}-unknown`, { method: 'POST' });
  const valid = (await unknown.text()).split('valid functions are: ')[1]?.split(', ') ?? [];
  const key = valid.find(
    (candidate) =>
      candidate.startsWith(`${trigger!.id}-`) &&
      /^\d+$/.test(candidate.slice(trigger!.id.length + 1)),
  );
  expect(key, `a trigger key for ${trigger!.id} among ${valid.join(', ')}`).toBeDefined();
  return `${base}/${key}`;
}
