import type { Server } from 'node:http';

/** Starts an emulator's server on loopback (`port` 0: any free one): its address once listening, and a way to stop it. */
export function onLoopback(server: Server, port = 0) {
  const listening = new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
    }),
  );
  return { listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
