/**
 * A room link whose connection can be replaced (issue 25): when the room's server process dies
 * or unloads the room, the device gets its seats back by token in a new connection, and the
 * session goes on through the same link. Handlers are registered once and follow the link to
 * each new connection; a replaced connection's late messages are ignored.
 */
import type { RoomLink } from './remoteSession'

export interface SwitchableLink extends RoomLink {
  switchTo: (next: RoomLink) => void
}

type Register = (link: RoomLink, isActive: () => boolean) => void

export function switchableLink(first: RoomLink): SwitchableLink {
  let active = first
  const registrations: Register[] = []
  const register = (add: Register): void => {
    registrations.push(add)
    add(active, activeIs(active))
  }
  const activeIs = (link: RoomLink) => () => active === link
  return {
    get roomId() {
      return active.roomId
    },
    send: (type, message) => active.send(type, message),
    leave: (consented) => active.leave(consented),
    onMessage: (type, callback) =>
      register((link, on) => link.onMessage(type, (m: never) => on() && callback(m))),
    onLeave: (callback) => register((link, on) => link.onLeave((code) => on() && callback(code))),
    onDrop: (callback) => register((link, on) => link.onDrop(() => on() && callback())),
    onReconnect: (callback) => register((link, on) => link.onReconnect(() => on() && callback())),
    switchTo: (next) => {
      active = next
      for (const add of registrations) add(next, activeIs(next))
    },
  }
}
