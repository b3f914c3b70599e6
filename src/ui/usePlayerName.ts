import type { PlayerId } from '../engine'
import { useGame } from '../store'

export function usePlayerName(player: PlayerId): string {
  return useGame((s) => s.game?.players[player]?.name ?? player)
}
