import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { PlayerId } from '../../engine'
import { useGame } from '../../store'
import { Card } from '../card/Card'
import { usePlayerName } from '../usePlayerName'
import { battlefieldEntries, parseEntries, type Row } from './battlefieldLayout'
import { DropZone } from './DropZone'
import { useCardFit } from './useCardFit'
import { zoneContextMenu } from './openZoneMenu'

const NONE: string[] = []
/** Three rows of cards share the height; 3px between rows. */
const fitThreeRows = (_width: number, height: number) => Math.min((height - 6) / 3, 150)

/**
 * One player's battlefield. Re-renders only when its rows change (a card arrives, leaves or
 * changes row), never when a card taps or moves within its free position.
 */
export function Battlefield({ player, flipped }: { player: PlayerId; flipped: boolean }) {
  const entries = useGame(useShallow((s) => (s.game ? battlefieldEntries(s.game, player) : NONE)))
  const layout = useMemo(() => parseEntries(entries), [entries])
  const name = usePlayerName(player)
  const rows: Row[] = flipped ? ['L', 'O', 'C'] : ['C', 'O', 'L']
  const [measureRef, fitted] = useCardFit(fitThreeRows)
  const { t } = useTranslation('zones')
  const label = t('zones.of.battlefield', { name })
  return (
    <DropZone
      player={player}
      zone="battlefield"
      flipped={flipped}
      label={label}
      className="battlefield"
      measureRef={measureRef}
      onContextMenu={zoneContextMenu(player, 'battlefield')}
    >
      {/* No card until the area has its card size (useCardFit): it would be laid out twice. */}
      {rows.map((row) => (
        <div
          key={row}
          className={`bf-row row-${row}`}
          role="group"
          aria-label={t(`zones.row.${row}`)}
        >
          {fitted &&
            layout[row].map((e) => (
              <Card key={e.id} id={e.id} layout="row" stacked={e.stacked} attached={e.attached} />
            ))}
        </div>
      ))}
      <div className="bf-free">
        {fitted &&
          layout.free.map((id) => <Card key={id} id={id} layout="free" flipped={flipped} />)}
      </div>
      {entries.length === 0 && <p className="zone-hint">{label}</p>}
    </DropZone>
  )
}
