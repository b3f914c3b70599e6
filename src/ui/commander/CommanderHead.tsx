import { card, teamOf, type CardId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'

/** A column head: the commander's short name over its owner's seat; the full words for readers. */
export function CommanderHead({ id }: { id: CardId }) {
  const name = useGame((s) => (s.game?.cards[id] ? card(s.game, id).name : id))
  const owner = useGame((s) => s.game?.cards[id]?.owner ?? '')
  const team = useGame((s) => (s.game && owner ? teamOf(s.game, owner) : 'A'))
  const ownerName = usePlayerName(owner)
  const short = name.split(/,| \/\/ /)[0] ?? name
  return (
    <th scope="col" className={`cd-commander team-${team}`} title={`${name} (${ownerName})`}>
      <span className="sr-only">
        {name} ({ownerName})
      </span>
      <span aria-hidden="true" className="cd-commander-name">
        {short}
      </span>
      <span aria-hidden="true" className="cd-seat">
        {owner}
      </span>
    </th>
  )
}
