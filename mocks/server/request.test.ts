// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LINGER, lingerThenEnd } from './request';

const REFUSAL = '{"message":"Too large."}';
const NEVER = 60 * 60 * 1000;

let server: Server | null = null;
afterEach(() => server?.close());

/** A server that refuses every request at once, as mock:api past its cap, then lingers. */
async function refusing(bounds: typeof LINGER): Promise<number> {
  server = createServer((incoming, outgoing) => {
    outgoing.writeHead(413, {
      'Content-Type': 'application/json',
      'Content-Length': REFUSAL.length,
      Connection: 'close',
    });
    outgoing.write(REFUSAL);
    lingerThenEnd(incoming, outgoing, bounds);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Sender {
  /** Writes a chunk of `bytes`; false once the socket is full or gone. */
  write: (bytes: number) => boolean;
  /** The last chunk: the body is whole. */
  end: () => void;
  /** Runs `send` every `ms` until the connection closes. */
  every: (ms: number, send: () => void) => void;
}

/**
 * A chunked POST: its head, then `send` writes the body as it likes. Resolves once the server
 * closes the connection, with what it answered and whether the client saw a reset.
 */
function post(port: number, send: (sender: Sender) => void) {
  return new Promise<{ answer: string; reset: boolean }>((resolve) => {
    let answer = '';
    let reset = false;
    const timers: ReturnType<typeof setInterval>[] = [];
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (part) => (answer += part));
    socket.on('error', () => (reset = true));
    socket.on('close', () => {
      timers.forEach(clearInterval);
      resolve({ answer, reset });
    });
    socket.write(
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = Buffer.alloc(16 * 1024, 'a');
    send({
      write: (bytes) =>
        !socket.destroyed &&
        socket.write(`${bytes.toString(16)}\r\n${chunk.subarray(0, bytes).toString()}\r\n`),
      end: () => socket.write('0\r\n\r\n'),
      every: (ms, each) => timers.push(setInterval(each, ms)),
    });
  });
}

describe('lingerThenEnd', () => {
  it('reads a refused body to its end, then closes without a reset', async () => {
    const port = await refusing(LINGER);
    const { answer, reset } = await post(port, ({ write, end }) => {
      // 16 MB: more than the sockets' buffers hold, so a server that stopped reading resets it.
      for (let i = 0; i < 1024; i++) write(16 * 1024);
      end();
    });
    expect(answer).toMatch(/^HTTP\/1.1 413 /);
    expect(answer.endsWith(REFUSAL)).toBe(true);
    expect(reset).toBe(false);
  });

  it('cuts a client that sends past the byte bound', async () => {
    const port = await refusing({ totalMs: NEVER, idleMs: NEVER, maxBytes: 1024 * 1024 });
    const { answer } = await post(port, ({ write, every }) => {
      const pour = () => {
        while (write(16 * 1024));
      };
      pour();
      every(10, pour);
    });
    expect(answer).toMatch(/^HTTP\/1.1 413 /);
  });

  it('cuts a client that stops sending for the idle bound', async () => {
    const port = await refusing({ totalMs: NEVER, idleMs: 100, maxBytes: Infinity });
    const { answer } = await post(port, ({ write }) => write(1024));
    expect(answer).toMatch(/^HTTP\/1.1 413 /);
  });

  it('cuts a client that trickles on past the total bound', async () => {
    const port = await refusing({ totalMs: 300, idleMs: NEVER, maxBytes: Infinity });
    const { answer } = await post(port, ({ write, every }) => every(10, () => write(16)));
    expect(answer).toMatch(/^HTTP\/1.1 413 /);
  });
});
