import { useEffect, useRef } from 'react'
import { players, teamOf } from '../../engine'
import { useGame, useUi } from '../../store'
import { focusIn, handSelector } from '../a11y/focusIn'

/** Frames to wait for the hand: the table's parts may mount a few frames after the curtain. */
const FRAMES = 30

/**
 * After a hand-off (the curtain lifted), the keyboard starts on the seated team's hand, its first
 * card, rather than at the top of the page: the table has just been rendered for them.
 */
export function useHandFocusAfterCurtain(curtainUp: boolean): void {
  const wasUp = useRef(curtainUp)
  useEffect(() => {
    const lifted = wasUp.current && !curtainUp
    wasUp.current = curtainUp
    if (!lifted) return
    const game = useGame.getState().game
    const team = useUi.getState().viewingTeam
    const seat = game ? players(game).find((p) => teamOf(game, p) === team) : undefined
    if (seat === undefined) return
    const selector = handSelector(seat)
    let frame = 0
    let handle = 0
    const settle = () => {
      const hand = document.querySelector(selector)
      // On a card of the hand, not on the hand itself (focused while its cards were not there yet).
      const active = document.activeElement
      const inHand = hand?.contains(active) === true && active?.matches('[data-card-id]') === true
      if (!inHand) focusIn(selector)
      if (++frame < FRAMES) handle = requestAnimationFrame(settle)
    }
    settle()
    // A player who moves on (a click, a key) keeps their own focus from then on.
    const stop = () => cancelAnimationFrame(handle)
    window.addEventListener('pointerdown', stop, { once: true })
    window.addEventListener('keydown', stop, { once: true })
    return () => {
      stop()
      window.removeEventListener('pointerdown', stop)
      window.removeEventListener('keydown', stop)
    }
  }, [curtainUp])
}
