import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { zone, type CardId, type PlayerId } from '../../engine'
import { useGame, useUi } from '../../store'
import { Card } from '../card/Card'
import { usePlayerName } from '../usePlayerName'
import { DropZone } from './DropZone'
import { zoneContextMenu } from './openZoneMenu'

const NONE: CardId[] = []

/** A graveyard or exile: the newest card on top, and a button that opens the whole pile. */
export function ZonePile({ player, which }: { player: PlayerId; which: 'graveyard' | 'exile' }) {
  const ids = useGame(useShallow((s) => (s.game ? zone(s.game, player, which) : NONE)))
  const name = usePlayerName(player)
  const { t } = useTranslation('zones')
  // While the sidebar shows this pile, its top card lives there (one element per card id).
  const viewing = useUi((s) => s.zoneViewer?.player === player && s.zoneViewer.zone === which)
  const top = viewing ? undefined : ids[ids.length - 1]
  return (
    <DropZone
      player={player}
      zone={which}
      label={t(`zones.of.${which}`, { name })}
      className={`pile ${which}`}
      onContextMenu={zoneContextMenu(player, which)}
    >
      {top ? (
        <Card key={top} id={top} layout="pile" />
      ) : (
        <div className="pile-empty">
          {/* Short, so it fits a half-height pile. */}
          {viewing ? '→' : t(`zones.pile.${which}`)}
        </div>
      )}
      <button
        type="button"
        className="pile-open"
        aria-label={t(`zones.view.${which}`, { name, count: ids.length })}
        disabled={ids.length === 0}
        onClick={() => useUi.getState().openZoneViewer({ player, zone: which })}
      >
        {ids.length}
      </button>
    </DropZone>
  )
}
