// Test support only, imported by the *.test.ts files: a real HTTP server on a random loopback port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../client/api-error.js';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: Recorded, res: ServerResponse) => void;

export interface TestServer {
  url: string;
  requests: Recorded[];
  /** Resolves when a request's connection is closed before the server answered. */
  closedEarly: Promise<void>;
  close(): Promise<void>;
}

export function json(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startServer(handler: Handler = (_req, res) => json(res, 200, { success: true })) {
  const requests: Recorded[] = [];
  let markClosedEarly = () => {};
  const closedEarly = new Promise<void>((resolve) => (markClosedEarly = resolve));
  const server = createServer((req, res) => {
    res.on('close', () => {
      if (!res.writableEnded) markClosedEarly();
    });
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}`, requests, closedEarly, close } satisfies TestServer;
}

/** The address of a port nobody listens on: connecting is refused. */
export async function closedPortUrl(): Promise<string> {
  const server = await startServer();
  await server.close();
  return server.url;
}

/** The ApiError a call rejects with; throws when it resolves or rejects with anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to reject with an ApiError');
}
