import type { PlayerId } from '../../engine'
import { Battlefield } from '../zones/Battlefield'
import { CommandZone } from '../zones/CommandZone'
import { Hand } from '../zones/Hand'
import { LibraryPile } from '../zones/LibraryPile'
import { ZonePile } from '../zones/ZonePile'
import { usePlayerName } from '../usePlayerName'
import { useCardFit } from '../zones/useCardFit'
import { PlayerHeader } from './PlayerHeader'

/** Pile cards fill a third of the column's height (the other team's seats hold five piles). */
const fitFivePiles = (_width: number, height: number) => Math.min((height - 8) / 3, 84)
/**
 * The viewing team's seats hold three piles, one above another in a narrow column, so their
 * battlefields get the width (their hands and commanders are in the HandRow).
 */
const fitThreePiles = (width: number, height: number) =>
  Math.min((height - 8) / 3 - 8, (width - 8) / 0.716, 84)

/**
 * One seat: a narrow column with its name plate and piles, and its battlefield, which takes the
 * rest. The other team's column also holds its hand (backs with a count) and its commanders;
 * the viewing team's hands lie along the table's bottom edge (HandRow). The other team's seats
 * are drawn upside down, their lands towards the table's edge.
 */
export function PlayerArea({ player, side }: { player: PlayerId; side: 'top' | 'bottom' }) {
  const name = usePlayerName(player)
  const far = side === 'top'
  const [measureRef, fitted] = useCardFit(far ? fitFivePiles : fitThreePiles)
  return (
    <section className={`player-area side-${side}`} aria-label={`${name} (${player})`}>
      <div className="seat-side">
        <PlayerHeader player={player} />
        <div className={`piles piles-${far ? 5 : 3}`} ref={measureRef}>
          {/* No card until the column has its card size (useCardFit): laid out twice otherwise. */}
          {fitted && (
            <>
              {far && <Hand player={player} variant="backs" />}
              {far && <CommandZone player={player} />}
              <LibraryPile player={player} />
              <ZonePile player={player} which="graveyard" />
              <ZonePile player={player} which="exile" />
            </>
          )}
        </div>
      </div>
      <Battlefield player={player} flipped={far} />
    </section>
  )
}
