import { useCallback, useSyncExternalStore } from 'react'
import type { CardId, GameState } from '../engine'
import { useGame } from './gameStore'

type Cards = GameState['cards'] | undefined

/**
 * Each card on the table follows its own instance in the seated game. A store selector per card
 * ran for all ≈ 280 cards on every action (≈ 2 ms of a drop before its frame; issue 21): here
 * one subscription compares each watched card's instance with the one before (the seated view
 * keeps an unchanged card's object) and wakes only the cards that changed.
 */
const watchers = new Map<CardId, Set<() => void>>()
let seen: Cards
let following = false

function changed(cards: Cards): void {
  const was = seen
  seen = cards
  if (was === cards) return
  for (const [id, wake] of watchers) {
    if (was?.[id] === cards?.[id]) continue
    for (const card of wake) card()
  }
}

function watch(id: CardId, onChange: () => void): () => void {
  if (!following) {
    following = true
    seen = useGame.getState().game?.cards
    useGame.subscribe((s) => changed(s.game?.cards))
  }
  const wake = watchers.get(id) ?? new Set()
  watchers.set(id, wake)
  wake.add(onChange)
  return () => {
    wake.delete(onChange)
    if (wake.size === 0) watchers.delete(id)
  }
}

const instanceOf = (id: CardId) => useGame.getState().game?.cards[id]

/** The card instance `id` in the seated game (undefined when there is none). */
export function useCardInstance(id: CardId): GameState['cards'][CardId] | undefined {
  const subscribe = useCallback((onChange: () => void) => watch(id, onChange), [id])
  return useSyncExternalStore(subscribe, () => instanceOf(id))
}
