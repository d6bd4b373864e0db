// The protocol is defined once (src/domain/protocol/callableRegistry.ts): every registry entry must be
// deployed under its name, and every deployed callable must be in the registry, so the client
// can't call a name the functions don't answer and no callable skips the shared schemas.
import { describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '../../src/domain/protocol/callableRegistry';

/** The deployed names of the callables index.ts exports (`event.x` deploys as event-x). */
async function deployedCallables(): Promise<string[]> {
  // The Storage triggers read their bucket from FIREBASE_CONFIG when index.ts loads; nothing
  // here talks to a project.
  vi.stubEnv(
    'FIREBASE_CONFIG',
    JSON.stringify({ projectId: 'registry-test', storageBucket: 'registry-test.appspot.com' }),
  );
  const deployed = await import('./index');
  vi.unstubAllEnvs();
  const names: string[] = [];
  const visit = (value: object, prefix: string) => {
    for (const [key, entry] of Object.entries(value)) {
      const endpoint = (entry as { __endpoint?: { callableTrigger?: unknown } }).__endpoint;
      if (endpoint?.callableTrigger) names.push(`${prefix}${key}`);
      else if (entry && typeof entry === 'object' && !endpoint) visit(entry, `${prefix}${key}-`);
    }
  };
  visit(deployed, '');
  return names.sort();
}

const registered = Object.values(CALLABLES).map((c) => c.name);

describe('the callable registry', () => {
  it('names each callable once', () => {
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('lists exactly the callables the functions deploy', async () => {
    const exported = await deployedCallables();
    expect(registered.filter((name) => !exported.includes(name))).toEqual([]);
    expect(exported.filter((name) => !registered.includes(name))).toEqual([]);
  });
});
