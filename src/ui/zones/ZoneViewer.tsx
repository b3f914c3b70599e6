import { useShallow } from 'zustand/react/shallow'
import { useEffect, useRef } from 'react'
import { zone, type CardId } from '../../engine'
import { useGame, useUi, type ZoneViewerTarget } from '../../store'
import { Card } from '../card/Card'
import { usePlayerName } from '../usePlayerName'

const NONE: CardId[] = []

/**
 * A whole graveyard or exile, newest first, in the sidebar so the table stays in view: cards
 * drag out of it onto any zone, or use their menus.
 */
export function ZoneViewer({ target }: { target: ZoneViewerTarget }) {
  const ids = useGame(useShallow((s) => (s.game ? zone(s.game, target.player, target.zone) : NONE)))
  const owner = usePlayerName(target.player)
  const ref = useRef<HTMLElement>(null)
  const close = () => useUi.getState().closeZoneViewer()

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [target])

  return (
    <section
      ref={ref}
      className="zone-viewer panel"
      aria-label={`${owner}'s ${target.zone}, all cards`}
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <header className="panel-head">
        <h2 tabIndex={-1}>
          {owner}'s {target.zone} <span className="muted">({ids.length})</span>
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={`Close ${target.zone}`}
          onClick={close}
        >
          ×
        </button>
      </header>
      <div className="zone-viewer-cards">
        {[...ids].reverse().map((id) => (
          <Card key={id} id={id} layout="grid" />
        ))}
        {ids.length === 0 && <p className="muted">No cards.</p>}
      </div>
    </section>
  )
}
