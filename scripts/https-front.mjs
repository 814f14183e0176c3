// An HTTPS front speaking HTTP/2 before the production server, as the load balancer or TLS terminator of a deployment
// serves it (docs/architecture.md, "Several instances"): `LIGHTHOUSE_FRONT=https npm run lighthouse` audits the pages
// through it. Its certificate is self-signed, made for the run with openssl; the browser is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Headers of one connection, which HTTP/2 forbids and a proxy never passes on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

const passable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-front-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Listens on 127.0.0.1:`port` with TLS (HTTP/2, HTTP/1.1 too) and passes every request on to `target` (http://…). */
export async function startHttpsFront({ target, port }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = {
      ...passable(req.headers),
      host: upstream.host,
      'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
      'x-forwarded-proto': 'https',
    };
    const forwarded = http.request(
      new URL(req.url, upstream),
      { method: req.method, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
