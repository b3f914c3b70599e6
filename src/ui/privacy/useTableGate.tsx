import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { mulligan, turn } from '../../engine'
import { useGame, useUi } from '../../store'
import { MulliganScreen } from '../mulligan/MulliganScreen'
import { PassCurtain } from './PassCurtain'
import { useAutoCurtain } from './useAutoCurtain'
import { useHandFocusAfterCurtain } from './useHandFocusAfterCurtain'

/**
 * What stands in front of the table: the mulligans until everyone has kept (103.5), and the
 * curtain while the device changes hands, which comes up by itself when the turn passes to the
 * team not looking (useAutoCurtain). Either one replaces the table entirely (the table returns it
 * instead of itself), so no hand is rendered behind it. Null: show the table.
 */
export function useTableGate(): ReactNode {
  useAutoCurtain()
  const mulliganing = useGame((s) => s.game !== null && !mulligan(s.game).done)
  const curtain = useUi((s) => s.curtain?.to ?? null)
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
  return null
}
