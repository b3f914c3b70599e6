import { useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { possibleBlockers, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { BlockerRow } from './BlockerRow'
import { useCombatDraft } from './combatDraft'
import { cardName } from './combatStage'
import { declarationProblem } from './declarationProblem'

const NONE: string[] = []

/**
 * One defender's blocks: only their own untapped creatures are offered (509.1a, 810.5), each
 * assigned to an attacker; declared as one combat/declareBlockers. "No blocks" declares none.
 */
export function BlockSection({ player }: { player: PlayerId }) {
  const name = usePlayerName(player)
  const own = useGame(useShallow((s) => (s.game ? possibleBlockers(s.game, player) : NONE)))
  const firstAttacker = useGame((s) => s.game?.combat.attacks[0]?.attacker ?? '')
  const draft = useCombatDraft((s) => s.blocks)
  const dispatch = useGame((s) => s.dispatch)
  const picked = useMemo(() => own.filter((id) => draft[id] !== undefined), [own, draft])
  const open = own.filter((id) => draft[id] === undefined)
  const labels = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? open.map((id) => cardName(g, id)) : NONE
    }),
  )
  const blocks = picked.map((blocker) => ({ blocker, attacker: draft[blocker] ?? '' }))
  const action = { type: 'combat/declareBlockers', player, blocks } as const
  const problem = useGame((s) => (s.game ? declarationProblem(s.game, action) : undefined))

  const add = (id: CardId) => {
    if (id && firstAttacker) useCombatDraft.getState().setBlock(id, firstAttacker)
  }

  return (
    <section className="combat-defender" aria-label={`Blocks for ${name}`}>
      <h3 className="combat-subtitle">{name} blocks</h3>
      <p className="combat-hint">
        Click one of {name}’s untapped creatures, then the attacker it blocks.
      </p>
      {picked.length > 0 && (
        <ul className="combat-list" aria-label={`${name}’s blockers`}>
          {picked.map((id) => (
            <BlockerRow key={id} blocker={id} attacker={draft[id] ?? ''} />
          ))}
        </ul>
      )}
      <div className="combat-tools">
        <select
          className="combat-add"
          aria-label={`Add a blocker for ${name}`}
          value=""
          disabled={open.length === 0}
          onChange={(e) => add(e.target.value)}
        >
          <option value="">
            {open.length > 0 ? `Add a blocker (${open.length} untapped)` : 'No untapped creatures'}
          </option>
          {open.map((id, i) => (
            <option key={id} value={id}>
              {labels[i]}
            </option>
          ))}
        </select>
      </div>
      {problem !== undefined && <p className="combat-problem">{problem}</p>}
      <div className="combat-actions">
        <button type="button" onClick={() => dispatch({ ...action, blocks: [] })}>
          No blocks
        </button>
        <button
          type="button"
          className="primary"
          disabled={picked.length === 0}
          onClick={() => dispatch(action)}
        >
          Declare blocks for {name} ({picked.length})
        </button>
      </div>
    </section>
  )
}
