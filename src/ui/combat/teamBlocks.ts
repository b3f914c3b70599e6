/**
 * The defending team's block as this screen has picked it (805.10d): which defenders still owe
 * theirs (509.1), the picked blockers that can still block, and the one action that declares
 * them all — the same for the centre's button, the side panel and the question asked before the
 * device is passed on.
 */
import { useShallow } from 'zustand/react/shallow'
import {
  possibleBlockers,
  teamOf,
  type ActionOf,
  type CardId,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../../engine'
import { useGame, useUi } from '../../store'
import { asScreen, mayTake, screenPlayer, useScreenPlayer } from '../turns/screenPlayer'
import { useCombatDraft } from './combatDraft'
import { blockOpen, defenders } from './combatStage'

const NONE: PlayerId[] = []

/** The players of `team` who owe their blocks now, when this screen's player may declare them. */
export function owingDefenders(g: GameState, team: TeamId, player: PlayerId | null): PlayerId[] {
  const owing = defenders(g).filter((p) => teamOf(g, p) === team && blockOpen(g, p))
  if (owing.length === 0 || player === null) return NONE
  // The defending team's row (509.1); whatever else holds the step, the engine says on the press.
  const declare: ActionOf<'combat/declareBlockers'> = {
    type: 'combat/declareBlockers',
    player,
    blocks: [],
  }
  return mayTake(g, player, declare) ? owing : NONE
}

/** The picked blockers of these defenders that can still block, in picking order. */
export function pickedBlockers(
  g: GameState,
  players: readonly PlayerId[],
  draft: Record<CardId, CardId>,
): CardId[] {
  const own = new Set(players.flatMap((p) => possibleBlockers(g, p)))
  return Object.keys(draft).filter((id) => own.has(id))
}

/** The team's one declaration of these picks, as this screen's player. */
export function teamBlockAction(
  picked: readonly CardId[],
  draft: Record<CardId, CardId>,
  player: PlayerId | null,
): ActionOf<'combat/declareTeamBlockers'> {
  const blocks = picked.map((blocker) => ({ blocker, attacker: draft[blocker] ?? '' }))
  return asScreen({ type: 'combat/declareTeamBlockers', blocks }, player)
}

/** The defenders of the table's team who owe blocks now, for a component (none: not ours). */
export function useOwingDefenders(): PlayerId[] {
  const viewing = useUi((s) => s.viewingTeam)
  const player = useScreenPlayer()
  return useGame(useShallow((s) => (s.game ? owingDefenders(s.game, viewing, player) : NONE)))
}

/** The picked blockers of the table's team that would be declared now. */
export function usePickedBlockers(players: readonly PlayerId[]): CardId[] {
  const draft = useCombatDraft((s) => s.blocks)
  return useGame(
    useShallow((s) =>
      s.game && players.length > 0 ? pickedBlockers(s.game, players, draft) : NONE,
    ),
  )
}

/** Declares the table's team's picked blocks as one action ("No blocks" with none picked). */
export function declareTeamBlocks(): boolean {
  const { game, dispatch } = useGame.getState()
  if (!game) return false
  const player = screenPlayer()
  const players = owingDefenders(game, useUi.getState().viewingTeam, player)
  if (players.length === 0) return false
  const draft = useCombatDraft.getState().blocks
  return dispatch(teamBlockAction(pickedBlockers(game, players, draft), draft, player))
}
