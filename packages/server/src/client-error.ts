import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CODES } from '@bq/contract';
import { fail } from './envelope.js';

const handled = new WeakSet<Socket>();

/** How long a refused connection may keep sending before it is cut: enough to read the answer. */
const LINGER_MS = 1000;

/** What Node's HTTP parser refused, as an HTTP status and a sentence for the caller. */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      message: `The request's address and headers are too large (more than ${Math.round(maxHeaderSize / 1024)} KB together); send long values in a POST body`,
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request took too long to arrive; send it again' };
  }
  return { status: 400, message: 'The request is not valid HTTP' };
}

/**
 * The node server's `clientError`: answers in the envelope (with the HTTP status the refusal
 * deserves, since no route saw the request) and closes. The write side ends first and the socket
 * is cut a moment later, so a client still sending its oversized headers reads the answer instead
 * of a connection reset. The parser reports each further chunk again; one answer per socket.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (handled.has(socket)) return;
  handled.add(socket);
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify(fail(CODES.badInput, message));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
