import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { card, type GameState } from '../../engine'
import { useGame, useUi } from '../../store'
import { teamCanSee } from '../visibility'
import { cardElement, spotOf } from './cardSpot'
import { faceChanges } from './faceChanges'
import { faceViews } from './faceViews'
import { TurningCard, type Turn } from './TurningCard'
import './turning.css'

let serial = 0

/** The turns a change of game starts: cards the viewing team sees turning over on screen. */
function turnsFor(before: GameState, after: GameState): Turn[] {
  const turned = faceChanges(before, after)
  // Without the Web Animations API (a test's DOM) the card simply shows its new face.
  if (turned.length === 0 || typeof Element.prototype.animate !== 'function') return []
  const team = useUi.getState().viewingTeam
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  return turned.flatMap((id) => {
    const instance = after.cards[id]
    // Read before React draws the new state: where the card is now, on its old face.
    const from = teamCanSee(after, team, id) ? spotOf(id) : null
    if (!instance || !from) return []
    const hit = cardElement(id)
    return [
      {
        serial: ++serial,
        id,
        from,
        faces: faceViews(after, id),
        data: instance.data,
        to: card(after, id).faceUp,
        focused: hit !== null && hit === document.activeElement,
        still,
      },
    ]
  })
}

/**
 * Every transform is seen (issue 21): when a card's face changes — a transform, its undo or redo,
 * a transformed card leaving the battlefield — a copy turns over above the table, large, and goes
 * to where the card now is; the card itself is hidden until the copy lands on it. The copies
 * read where the card was in the store's notification, before React draws the change, so this
 * works whatever the layout puts the card.
 */
export function TransformOverlay() {
  const [turns, setTurns] = useState<Turn[]>([])
  useEffect(
    () =>
      useGame.subscribe((state, previous) => {
        if (!state.game || !previous.game || state.game === previous.game) return
        const started = turnsFor(previous.game, state.game)
        if (started.length === 0) return
        const ids = new Set(started.map((t) => t.id))
        setTurns((now) => [...now.filter((t) => !ids.has(t.id)), ...started])
      }),
    [],
  )
  const done = useCallback(
    (finished: number) => setTurns((now) => now.filter((t) => t.serial !== finished)),
    [],
  )
  // The card stays where the layout put it, focusable, unseen until its copy lands on it. Set on
  // the element (the CSP allows no <style> of our own), after the commit that drew the new
  // state and before it is painted.
  useLayoutEffect(() => {
    const hidden = turns.flatMap((t) => cardElement(t.id) ?? [])
    for (const el of hidden) el.style.opacity = '0'
    return () => {
      for (const el of hidden) el.style.opacity = ''
    }
  }, [turns])
  if (turns.length === 0) return null
  return (
    <div className="transform-overlay">
      {turns.map((t) => (
        <TurningCard key={t.serial} turn={t} onDone={done} />
      ))}
    </div>
  )
}
