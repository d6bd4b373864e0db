// Serves the production build the way a static host does (Firebase Hosting compresses and
// falls back to index.html for app routes), so the benchmarks' byte and time figures on a
// throttled link are those of a deployment. `vite preview` sends files uncompressed.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.glb': 'model/gltf-binary',
};

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Starts serving `root` on 127.0.0.1:`port`; resolves with the server once it listens. */
export function serveDist(port, root = 'dist') {
  const compressed = new Map();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const asked = join(root, normalize(pathname));
    const path = asked.startsWith(root) && isFile(asked) ? asked : join(root, 'index.html');
    if (!compressed.has(path)) compressed.set(path, gzipSync(readFileSync(path), { level: 9 }));
    const hashed = path.includes(`${root}/assets/`);
    response.writeHead(200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(compressed.get(path));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
