/**
 * Colyseus 0.18's reconnection reads the global `WebSocket.OPEN`, which Node has only from 22 on;
 * the project runs on Node 20 too. Where the global is missing, the `ws` package's WebSocket
 * (the one the transport already uses) stands in.
 */
import { WebSocket } from 'ws'

if (typeof globalThis.WebSocket === 'undefined') {
  Object.defineProperty(globalThis, 'WebSocket', { value: WebSocket, configurable: true })
}
