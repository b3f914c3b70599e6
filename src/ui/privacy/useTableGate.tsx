import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { mulligan, revealsAwaiting, turn, type CardId } from '../../engine'
import { useGame, useUi } from '../../store'
import { MulliganScreen } from '../mulligan/MulliganScreen'
import { PassCurtain } from './PassCurtain'
import { RevealScreen } from './RevealScreen'
import { useAutoCurtain } from './useAutoCurtain'
import { useHandFocusAfterCurtain } from './useHandFocusAfterCurtain'

const NONE: CardId[] = []

/**
 * What stands in front of the table: the mulligans until everyone has kept (103.5), the
 * curtain while the device changes hands, which comes up by itself when the turn passes to the
 * team not looking (useAutoCurtain), and, behind that team's curtain, what the other team
 * revealed to it until it has seen it (701.20a). Each replaces the table entirely (the table
 * returns it instead of itself), so no hand is rendered behind it. Null: show the table.
 */
export function useTableGate(): ReactNode {
  useAutoCurtain()
  const mulliganing = useGame((s) => s.game !== null && !mulligan(s.game).done)
  const curtain = useUi((s) => s.curtain?.to ?? null)
  const viewing = useUi((s) => s.viewingTeam)
  // A spectator is shown nothing to confirm: what was revealed waits for the team it was shown to.
  const watching = useUi((s) => s.heldSide === 'spectator')
  const revealed = useGame(
    useShallow((s) => (s.game && !watching ? revealsAwaiting(s.game, viewing) : NONE)),
  )
  const wasMulliganing = useRef(mulliganing)
  useHandFocusAfterCurtain(curtain !== null)

  // The mulligan screen raises the curtain itself when the last player acts; this catches the
  // other ways out of it (Redo), before the table is painted.
  useLayoutEffect(() => {
    const game = useGame.getState().game
    if (wasMulliganing.current && !mulliganing && game && useUi.getState().curtain === null) {
      const team = turn(game).activeTeam
      useUi.getState().curtainFor(team)
    }
    wasMulliganing.current = mulliganing
  }, [mulliganing])

  if (mulliganing) return <MulliganScreen />
  if (curtain) return <PassCurtain team={curtain} />
  if (revealed.length > 0) return <RevealScreen team={viewing} ids={revealed} />
  return null
}
