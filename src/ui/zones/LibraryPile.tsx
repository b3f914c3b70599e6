import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { zone, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { DropZone } from './DropZone'
import { LibraryTop } from './LibraryTop'
import { RevealedTop } from '../library/RevealedTop'

const NONE: CardId[] = []

/** A library: a face-down pile with its count. Click or Enter for Draw, Shuffle and more. */
export function LibraryPile({ player }: { player: PlayerId }) {
  const ids = useGame(useShallow((s) => (s.game ? zone(s.game, player, 'library') : NONE)))
  const name = usePlayerName(player)
  const { t } = useTranslation('zones')
  const top = ids[0]
  return (
    <DropZone
      player={player}
      zone="library"
      label={t('zones.of.library', { name })}
      className="pile library"
    >
      {top ? (
        <>
          <LibraryTop key={top} top={top} player={player} count={ids.length} owner={name} />
          <RevealedTop top={top} />
        </>
      ) : (
        <div className="pile-empty">{t('zones.library.empty')}</div>
      )}
    </DropZone>
  )
}
