import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes a kept-alive connection once it has been idle for the server's keep-alive time, as Node does,
 * but never one whose next request has already arrived and is waiting to be read.
 *
 * Why: a test's client and this platform share one process, so one event loop. Node's idle timer
 * destroys the socket in the timers phase, and timers run before sockets are read. When the loop was
 * stalled past the idle time (a slow or loaded machine building a large body), a request the client
 * had written in time was still unread when the timer ran; destroying a socket with unread bytes makes
 * the kernel send a reset, and the client saw `read ECONNRESET` (issue 33). A platform on its own
 * machine reads a request as it arrives. Deciding in the check phase (setImmediate), after the poll
 * phase has read whatever was already on the socket, keeps that behaviour here: a request that came in
 * has re-armed the connection (Node clears the idle timer when it parses the request's head), one that
 * did not is closed as before.
 *
 * A listener on the server's 'timeout' event replaces Node's own destroy (http.Server docs: "timeouts
 * must be handled explicitly"). The platform sets no other socket timeout, so every call is an idle one.
 */
export function closeIdleOnlyWhenNothingArrived(server: Server): void {
  server.on('timeout', (socket: Socket) => {
    const readBefore = socket.bytesRead;
    setImmediate(() => {
      if (socket.destroyed || socket.bytesRead !== readBefore) return;
      socket.destroy();
    });
  });
}
