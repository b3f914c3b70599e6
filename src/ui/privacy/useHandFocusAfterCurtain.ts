import { useEffect, useRef } from 'react'
import { players, teamOf } from '../../engine'
import { useGame, useUi } from '../../store'
import { focusIn, handSelector } from '../a11y/focusIn'

/**
 * After a hand-off (the curtain lifted), the keyboard starts on the seated team's hand, its first
 * card, rather than at the top of the page: the table has just been rendered for them.
 */
export function useHandFocusAfterCurtain(curtainUp: boolean): void {
  const wasUp = useRef(curtainUp)
  useEffect(() => {
    if (wasUp.current && !curtainUp) {
      const game = useGame.getState().game
      const team = useUi.getState().viewingTeam
      const seat = game ? players(game).find((p) => teamOf(game, p) === team) : undefined
      if (seat !== undefined) focusIn(handSelector(seat))
    }
    wasUp.current = curtainUp
  }, [curtainUp])
}
