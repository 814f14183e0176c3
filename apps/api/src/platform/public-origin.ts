import type { AddressInfo } from 'node:net';

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/**
 * The origin of the address the server listens on, for an installation without PUBLIC_URL. A wildcard address
 * (0.0.0.0) is reached locally at 127.0.0.1. Before listen (tests through inject) the configured HOST and PORT stand in.
 */
export function listenOrigin(
  address: AddressInfo | string | null,
  config: { HOST: string; PORT: number },
): string {
  const bound = address && typeof address === 'object' ? address : null;
  const host = bound?.address ?? config.HOST;
  const port = bound?.port ?? config.PORT;
  const name = WILDCARDS.has(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
