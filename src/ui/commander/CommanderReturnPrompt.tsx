import { useCallback, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { pendingChoices, standingAnswer, type CommanderChoice } from '../../engine'
import { selectSeatsHere, useGame } from '../../store'
import { focusCard } from '../focusCard'
import { useSitsHere } from '../turns/screenPlayer'
import { ReturnQuestion } from './ReturnQuestion'
import { ReturnStatus } from './ReturnStatus'
import { returnPrefOf } from './returnPrefs'
import { useStandingAnswers, type Settled } from './useStandingAnswers'
import './returnPrompt.css'

const NONE: CommanderChoice[] = []

/**
 * Shows the engine's open 903.9 choice and sends its owner's answer (commander/return), or notes
 * what a standing answer did. The choice is game state: an undo brings it back or takes it away.
 */
export function CommanderReturnPrompt() {
  const [settled, setSettled] = useState<Settled | null>(null)
  useStandingAnswers(
    setSettled,
    (opened) => {
      // A seat's answer remembered from earlier games becomes this game's on its first question:
      // after this change has reached every subscriber, as an action of its own.
      const here = selectSeatsHere(useGame.getState())
      for (const owner of new Set(opened.map((q) => q.owner))) {
        // Remembered on the device of the owner's seat only: another device's is not theirs.
        if (here && !here.includes(owner)) continue
        const remembered = returnPrefOf(owner)
        const game = useGame.getState().game
        if (remembered === 'ask' || !game || standingAnswer(game, owner) !== 'ask') continue
        queueMicrotask(() =>
          useGame
            .getState()
            .dispatch({ type: 'commander/returnPreference', player: owner, answer: remembered }),
        )
      }
    },
    () => setSettled(null),
  )
  const current = useGame(useShallow((s) => (s.fullGame ? pendingChoices(s.fullGame) : NONE)))[0]
  const dismiss = useCallback(() => setSettled(null), [])
  // The choice is its owner's (903.9, 810.5): asked on their screen only; elsewhere the turn
  // bar says who it waits on.
  const ownerHere = useSitsHere(current?.owner ?? null)

  if (current && !ownerHere) return null
  if (current) {
    const answer = (home: boolean) => {
      const { dispatch } = useGame.getState()
      dispatch({ type: 'commander/return', player: current.owner, card: current.card, home })
      focusCard(current.card)
    }
    return (
      <div className="return-anchor">
        <ReturnQuestion key={current.card} departure={current} onAnswer={answer} />
      </div>
    )
  }
  if (!settled) return null
  return (
    <div className="return-anchor">
      <ReturnStatus departure={settled.departure} pref={settled.pref} onDone={dismiss} />
    </div>
  )
}
