import { useShallow } from 'zustand/react/shallow'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('zones')
  const close = () => useUi.getState().closeZoneViewer()

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [target])

  return (
    <section
      ref={ref}
      className="zone-viewer panel"
      aria-label={t(`zones.viewer.${target.zone}`, { name: owner })}
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <header className="panel-head">
        <h2 tabIndex={-1}>
          {t(`zones.of.${target.zone}`, { name: owner })}{' '}
          <span className="muted">({ids.length})</span>
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t(`zones.viewer.close.${target.zone}`)}
          onClick={close}
        >
          ×
        </button>
      </header>
      <div className="zone-viewer-cards">
        {[...ids].reverse().map((id) => (
          <Card key={id} id={id} layout="grid" />
        ))}
        {ids.length === 0 && <p className="muted">{t('zones.viewer.empty')}</p>}
      </div>
    </section>
  )
}
