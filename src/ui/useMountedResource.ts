import { useEffect, useState, type DependencyList } from 'react';

/**
 * A resource (GPU buffers, a crowd of meshes, a texture) made for a mount and disposed by the
 * SAME effect: StrictMode runs every effect, its cleanup and the effect again in development,
 * and a real remount does the same, so a value made in render or useMemo and disposed in a
 * cleanup would be reused after it was destroyed. Returns null until the effect has run (the
 * first commit), then the live resource; a change of `deps` replaces it.
 */
export function useMountedResource<T>(
  create: () => T,
  dispose: (resource: T) => void,
  deps: DependencyList,
): T | null {
  const [resource, setResource] = useState<T | null>(null);
  useEffect(() => {
    const made = create();
    setResource(made);
    return () => {
      dispose(made);
      setResource((current) => (current === made ? null : current));
    };
    // The caller's deps decide when the resource is remade; create/dispose are read fresh.
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return resource;
}
