import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { PlayerId } from '../../engine'
import { useGame } from '../../store'
import { Card } from '../card/Card'
import { usePlayerName } from '../usePlayerName'
import { battlefieldEntries, parseEntries, tappedInRows, type Row } from './battlefieldLayout'
import { rowWidths } from './battlefieldFit'
import { DropZone } from './DropZone'
import { useBattlefieldFit } from './useBattlefieldFit'
import { zoneContextMenu } from './openZoneMenu'

const NONE: string[] = []

/**
 * One player's battlefield: rows by kind, cards as large as the rows let them be
 * (useBattlefieldFit). Re-renders when its rows change (a card arrives, leaves or changes row)
 * and when a card taps or untaps, whose slot then turns as wide as a card is tall (issue 37):
 * its cards do not, each following its own instance. A land in a pile moves when it taps, to
 * the pile of its tapped namesakes beside it (battlefieldLayout).
 */
export function Battlefield({ player, flipped }: { player: PlayerId; flipped: boolean }) {
  const entries = useGame(useShallow((s) => (s.game ? battlefieldEntries(s.game, player) : NONE)))
  const tapped = useGame((s) => (s.game ? tappedInRows(s.game, player) : ''))
  const layout = useMemo(() => parseEntries(entries), [entries])
  const widths = useMemo(() => rowWidths(layout, new Set(tapped.split(' '))), [layout, tapped])
  const name = usePlayerName(player)
  // The other team's lands lie towards the table's edge, as they would across a real table.
  const rows: Row[] = flipped ? ['L', 'O', 'C'] : ['C', 'O', 'L']
  const [measureRef, fitted] = useBattlefieldFit(widths)
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
      {/* No card until the area has its card size: it would be laid out twice. */}
      {rows.map((row) =>
        fitted && layout[row].length > 0 ? (
          <div
            key={row}
            className={`bf-row row-${row}`}
            data-row={row}
            role="group"
            aria-label={t(`zones.row.${row}`)}
          >
            {layout[row].map((e) => (
              <Card
                key={e.id}
                id={e.id}
                layout="row"
                stacked={e.stacked}
                attached={e.attached}
                pile={e.pile}
              />
            ))}
          </div>
        ) : null,
      )}
      {layout.free.length > 0 && (
        <div className="bf-free">
          {fitted &&
            layout.free.map((id) => <Card key={id} id={id} layout="free" flipped={flipped} />)}
        </div>
      )}
      {entries.length === 0 && <p className="zone-hint">{label}</p>}
    </DropZone>
  )
}
