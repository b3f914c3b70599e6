import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { zone, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { Card } from '../card/Card'
import { usePlayerName } from '../usePlayerName'
import { CommanderCast } from '../commander/CommanderCast'
import { DropZone } from './DropZone'

const NONE: CardId[] = []

/** The command zone: commanders waiting to be cast, each with its cost, tax and Cast button. */
export function CommandZone({ player }: { player: PlayerId }) {
  const ids = useGame(useShallow((s) => (s.game ? zone(s.game, player, 'command') : NONE)))
  const commanders = useGame(
    useShallow((s) => (s.game ? ids.filter((id) => s.game?.cards[id]?.isCommander) : NONE)),
  )
  const name = usePlayerName(player)
  const { t } = useTranslation('zones')
  return (
    <DropZone
      player={player}
      zone="command"
      label={t('zones.of.command', { name })}
      className="command"
    >
      {ids.map((id) => (
        <div key={id} className="commander">
          <Card id={id} layout="pile" />
          {commanders.includes(id) && <CommanderCast id={id} />}
        </div>
      ))}
      {ids.length === 0 && <div className="pile-empty">{t('zones.command.empty')}</div>}
    </DropZone>
  )
}
