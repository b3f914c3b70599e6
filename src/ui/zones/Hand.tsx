import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { zone, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { Card } from '../card/Card'
import { usePlayerName } from '../usePlayerName'
import { DropZone } from './DropZone'
import { useFanFit } from './useFanFit'

const NONE: CardId[] = []

/**
 * A hand. Each card decides for itself whether the viewing team may see it: the owner's team
 * sees faces, the other team sees backs that name nothing (810.5). `fan`: the viewing team's
 * hands, large, along the table's bottom edge (HandRow); `backs`: the other team's, a small
 * pile of backs with a count beside the seat.
 */
export function Hand({ player, variant }: { player: PlayerId; variant: 'fan' | 'backs' }) {
  const ids = useGame(useShallow((s) => (s.game ? zone(s.game, player, 'hand') : NONE)))
  const name = usePlayerName(player)
  const { t } = useTranslation('zones')
  const [fanRef, fitted] = useFanFit(ids.length)
  const fan = variant === 'fan'
  return (
    <DropZone
      player={player}
      zone="hand"
      label={t('zones.of.hand', { name })}
      className={`hand hand-${variant}`}
    >
      <div className="hand-cards" ref={fan ? fanRef : undefined}>
        {(fitted || !fan) && ids.map((id) => <Card key={id} id={id} layout="hand" />)}
      </div>
      {!fan && (
        <span className="zone-count" aria-hidden="true">
          {ids.length}
        </span>
      )}
      {ids.length === 0 && <p className="zone-hint">{t('zones.hand.empty')}</p>}
    </DropZone>
  )
}
