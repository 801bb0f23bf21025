import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangUpOnUnreadBody } from './linger';

afterEach(() => vi.useRealTimers());

/** An unfinished request whose socket Node has already detached, as after the client hung up. */
function requestWithoutSocket() {
  const request = new EventEmitter() as unknown as http.IncomingMessage & { socket: null };
  Object.assign(request, { complete: false, socket: null });
  return request;
}

describe('the lingering close after a refusal', () => {
  it('does nothing, and throws nothing, when the socket is already gone', () => {
    vi.useFakeTimers();
    hangUpOnUnreadBody(requestWithoutSocket(), { bytes: 10, ms: 2000 });
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
  });

  it('hangs up once more than the lingering allowance has come', () => {
    const destroy = vi.fn();
    const request = new EventEmitter() as unknown as http.IncomingMessage;
    Object.assign(request, { complete: false, socket: { destroy } });
    hangUpOnUnreadBody(request, { bytes: 10, ms: 60_000 });
    request.emit('data', Buffer.alloc(8));
    expect(destroy).not.toHaveBeenCalled();
    request.emit('data', Buffer.alloc(8));
    expect(destroy).toHaveBeenCalled();
  });

  it('leaves the connection alone once the body has ended: the client may send its next request on it', () => {
    vi.useFakeTimers();
    const destroy = vi.fn();
    const request = new EventEmitter() as unknown as http.IncomingMessage;
    Object.assign(request, { complete: false, socket: { destroy } });
    hangUpOnUnreadBody(request, { bytes: 1000, ms: 2000 });
    request.emit('data', Buffer.alloc(53));
    request.emit('end');
    vi.advanceTimersByTime(5000);
    expect(destroy).not.toHaveBeenCalled();
  });
});
