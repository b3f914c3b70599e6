import type { PlayerId } from '../../engine'
import { Battlefield } from '../zones/Battlefield'
import { CommandZone } from '../zones/CommandZone'
import { Hand } from '../zones/Hand'
import { LibraryPile } from '../zones/LibraryPile'
import { ZonePile } from '../zones/ZonePile'
import { usePlayerName } from '../usePlayerName'
import { useCardFit } from '../zones/useCardFit'
import { PlayerHeader } from './PlayerHeader'

/** Hand and pile cards fill the strip's height, less the zones' padding. */
const fitStrip = (_width: number, height: number) => height - 8

/**
 * One seat: battlefield and a strip with hand, command zone, library, graveyard and exile. The
 * other team's seats are drawn upside down, their lands towards the table's edge.
 */
export function PlayerArea({ player, side }: { player: PlayerId; side: 'top' | 'bottom' }) {
  const name = usePlayerName(player)
  const [measureRef, fitted] = useCardFit(fitStrip)
  return (
    <section className={`player-area side-${side}`} aria-label={`${name} (${player})`}>
      <div className="zone-strip" ref={measureRef}>
        <PlayerHeader player={player} />
        {/* No card until the strip has its card size (useCardFit): it would be laid out twice. */}
        {fitted && (
          <>
            <Hand player={player} />
            <div className="piles">
              <CommandZone player={player} />
              <LibraryPile player={player} />
              <ZonePile player={player} which="graveyard" />
              <ZonePile player={player} which="exile" />
            </div>
          </>
        )}
      </div>
      <Battlefield player={player} flipped={side === 'top'} />
    </section>
  )
}
