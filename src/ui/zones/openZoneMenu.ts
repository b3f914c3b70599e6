import type { MouseEvent } from 'react'
import type { PlayerId, ZoneName } from '../../engine'
import { useUi } from '../../store'

/** Right click on a zone's empty space opens that zone's menu (a card's own menu wins). */
export function zoneContextMenu(player: PlayerId, zone: ZoneName) {
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented) return
    e.preventDefault()
    useUi.getState().openMenu({ kind: 'zone', player, zone, x: e.clientX, y: e.clientY })
  }
}

/** Opens a zone's menu next to an element (keyboard and button use). */
export function openZoneMenuAt(el: Element, player: PlayerId, zone: ZoneName): void {
  const r = el.getBoundingClientRect()
  useUi.getState().openMenu({ kind: 'zone', player, zone, x: r.left + 8, y: r.top + 8 })
}
