import type { IncomingMessage, Server, ServerResponse } from 'node:http';

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

export type Reply = (status: number, body: unknown) => void;

/**
 * An emulator's request handler, given the whole body as text and a `reply` that answers JSON, or
 * plain text for a string.
 */
export function withBody(handle: (req: IncomingMessage, body: string, reply: Reply) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      handle(req, Buffer.concat(chunks).toString('utf8'), (status, body) => {
        res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }),
    );
  };
}
