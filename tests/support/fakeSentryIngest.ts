// A stand-in for Sentry's ingest on loopback: accepts envelopes at /api/<projectId>/envelope/
// (the one HTTP boundary of error reporting) and keeps what arrived, so tests can read the
// reported errors. Its DSN is http://public@127.0.0.1:<port>/1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

interface ReceivedEnvelope {
  path: string;
  /** The envelope's lines (header, item headers, payloads) as text. */
  body: string;
}

export async function startFakeSentryIngest() {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      received.push({ path: request.url ?? '', body: body.toString('utf8') });
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    received,
    /** The envelopes that carry an error event whose text includes `text`. */
    errorsMentioning: (text: string) =>
      received.filter(
        (envelope) =>
          envelope.path.startsWith('/api/1/envelope/') &&
          envelope.body.includes('"type":"event"') &&
          envelope.body.includes(text),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
