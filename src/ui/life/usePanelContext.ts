import { useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import {
  card,
  opponentOpposite,
  players,
  teamLife,
  teamOf,
  zone,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../../engine'
import { useGame } from '../../store'
import type { Option, PanelContext } from './lifeOperations'

const NONE: string[] = []

function perSeat(g: GameState | null, f: (g: GameState, p: PlayerId) => string): string[] {
  return g ? players(g).map((p) => f(g, p)) : NONE
}

/** "A1 Ana" as it is, or "Ana (A1)" when the name doesn't say the seat. */
export function seatName(id: PlayerId, name: string): string {
  return name.includes(id) ? name : `${name} (${id})`
}

/** Seats, names, teams and totals for the panel's forms, read through narrow selectors. */
export function usePanelContext(you: PlayerId): PanelContext {
  const seats = useGame(useShallow((s) => (s.game ? players(s.game) : NONE)))
  const names = useGame(
    useShallow((s) => perSeat(s.game, (g, p) => seatName(p, g.players[p]?.name ?? p))),
  )
  const teams = useGame(useShallow((s) => perSeat(s.game, teamOf)))
  const opposite = useGame(useShallow((s) => perSeat(s.game, opponentOpposite)))
  const lifeA = useGame((s) => (s.game ? teamLife(s.game, 'A') : 0))
  const lifeB = useGame((s) => (s.game ? teamLife(s.game, 'B') : 0))
  // "id\0name" strings, so the shallow compare sees a change of name (a transform) too.
  const sourceKeys = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g || !g.players[you]) return NONE
      return zone(g, you, 'battlefield').map((id) => `${id}\u0000${card(g, id).name}`)
    }),
  )

  return useMemo(() => {
    const at = (p: PlayerId) => seats.indexOf(p)
    const team = (p: PlayerId): TeamId => (teams[at(p)] === 'B' ? 'B' : 'A')
    const sources: Option[] = sourceKeys.map((key) => {
      const [value = '', label = ''] = key.split('\u0000')
      return { value, label }
    })
    return {
      you,
      seats,
      name: (p) => names[at(p)] ?? p,
      team,
      teammate: (p) => seats.find((q) => q !== p && team(q) === team(p)) ?? p,
      opposite: (p) => opposite[at(p)] ?? p,
      life: { A: lifeA, B: lifeB },
      sources,
    }
  }, [you, seats, names, teams, opposite, lifeA, lifeB, sourceKeys])
}
