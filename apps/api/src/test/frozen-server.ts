import net from 'node:net';

export interface FrozenServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A dependency that accepts connections and never answers (a frozen Redis or database), on a free loopback port. With
 * `answerUntil`, each connection answers every command `+OK` until one matches it, then freezes: a Redis that
 * completed its hand-shake and stopped answering afterwards.
 */
export async function startFrozenServer(options: { answerUntil?: RegExp } = {}): Promise<FrozenServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    let frozen = options.answerUntil === undefined;
    socket.on('data', (data) => {
      if (frozen) return;
      const text = data.toString();
      // One RESP array per command: `*<count>` at the start of a line.
      socket.write('+OK\r\n'.repeat((text.match(/^\*\d+\r$/gm) ?? []).length));
      frozen = options.answerUntil!.test(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
