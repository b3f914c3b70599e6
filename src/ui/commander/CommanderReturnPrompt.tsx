import { useCallback, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useGame } from '../../store'
import { focusCard } from '../focusCard'
import type { Departure } from './commanderDepartures'
import { ReturnQuestion } from './ReturnQuestion'
import { ReturnStatus } from './ReturnStatus'
import { returnPrefOf, type ReturnPref } from './returnPrefs'
import { useCommanderDepartures } from './useCommanderDepartures'
import './returnPrompt.css'

interface Answered {
  departure: Departure
  pref: Exclude<ReturnPref, 'ask'>
}

/** 903.9: the owner may move the commander to the command zone; the table does it for them. */
function sendHome(d: Departure): void {
  useGame.getState().dispatch({ type: 'card/move', player: d.owner, card: d.card, to: 'command' })
}

/**
 * Watches for commanders going to a graveyard, exile, a hand or a library and asks their owner
 * whether to move them to the command zone instead, or applies the owner's standing answer.
 */
export function CommanderReturnPrompt() {
  const [questions, setQuestions] = useState<Departure[]>([])
  const [answered, setAnswered] = useState<Answered | null>(null)

  useCommanderDepartures(
    (departures) => {
      const ask: Departure[] = []
      for (const d of departures) {
        const pref = returnPrefOf(d.owner)
        if (pref === 'ask') ask.push(d)
        else setAnswered({ departure: d, pref })
        // After this change has reached every subscriber: a move of its own, its own undo step.
        if (pref === 'always') queueMicrotask(() => sendHome(d))
      }
      if (ask.length === 0) return
      const fresh = new Set(ask.map((d) => d.card))
      setQuestions((list) => [...list.filter((d) => !fresh.has(d.card)), ...ask])
    },
    () => {
      setQuestions([])
      setAnswered(null)
    },
  )

  // A question stays only while its commander is still where it went (an undo takes it away).
  const live = useGame(
    useShallow((s) => questions.filter((d) => s.fullGame?.cards[d.card]?.zone === d.zone)),
  )
  const current = live[0]
  const dismiss = useCallback(() => setAnswered(null), [])

  if (current) {
    const answer = (home: boolean) => {
      setQuestions((list) => list.filter((d) => d !== current))
      if (home) sendHome(current)
      focusCard(current.card)
    }
    return (
      <div className="return-anchor">
        <ReturnQuestion key={current.card} departure={current} onAnswer={answer} />
      </div>
    )
  }
  if (!answered) return null
  const { departure } = answered
  const changePref = (pref: ReturnPref) => {
    const still = useGame.getState().fullGame?.cards[departure.card]?.zone === departure.zone
    if (pref === 'always' && still) sendHome(departure)
  }
  return (
    <div className="return-anchor">
      <ReturnStatus
        departure={departure}
        pref={answered.pref}
        onPref={changePref}
        onDone={dismiss}
      />
    </div>
  )
}
