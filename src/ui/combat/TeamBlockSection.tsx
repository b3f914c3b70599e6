import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { possibleBlockers, teamOf, type CardId, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { BlockerRow } from './BlockerRow'
import { useCombatDraft } from './combatDraft'
import { creatureLabel } from './combatStage'
import { declarationProblem } from './declarationProblem'
import { teamBlockAction, usePickedBlockers } from './teamBlocks'
import { useScreenPlayer } from '../turns/screenPlayer'

const NONE: string[] = []

/**
 * The defending team's block in one place (805.10d): both defenders' untapped creatures (each
 * declared for its controller, 810.5), each assigned to an attacker, declared together as one
 * combat/declareTeamBlockers. "No blocks" is one press for the team.
 */
export function TeamBlockSection({ players }: { players: PlayerId[] }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const team = useGame((s) => (s.game && players[0] ? teamOf(s.game, players[0]) : 'B'))
  const own = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? players.flatMap((p) => possibleBlockers(g, p)) : NONE
    }),
  )
  const firstAttacker = useGame((s) => s.game?.combat.attacks[0]?.attacker ?? '')
  const draft = useCombatDraft((s) => s.blocks)
  const dispatch = useGame((s) => s.dispatch)
  const player = useScreenPlayer()
  const picked = usePickedBlockers(players)
  const open = own.filter((id) => draft[id] === undefined)
  const labels = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? open.map((id) => say(creatureLabel(g, id))) : NONE
    }),
  )
  const action = teamBlockAction(picked, draft, player)
  const problem = useGame((s) => {
    const found = s.game && picked.length > 0 && declarationProblem(s.game, action)
    return found ? say(found) : undefined
  })

  const add = (id: CardId) => {
    if (id && firstAttacker) useCombatDraft.getState().setBlock(id, firstAttacker)
  }

  return (
    <section className="combat-defender" aria-label={t('combat.teamBlocks', { team })}>
      <p className="combat-hint">{t('combat.teamBlockHint', { team })}</p>
      {picked.length > 0 && (
        <ul className="combat-list" aria-label={t('combat.teamBlockers', { team })}>
          {picked.map((id) => (
            <BlockerRow key={id} blocker={id} attacker={draft[id] ?? ''} />
          ))}
        </ul>
      )}
      <div className="combat-tools">
        <select
          className="combat-add"
          aria-label={t('combat.addBlocker')}
          value=""
          disabled={open.length === 0}
          onChange={(e) => add(e.target.value)}
        >
          <option value="">
            {open.length > 0
              ? t('combat.addBlockerCount', { count: open.length })
              : t('combat.noUntapped')}
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
        <button
          type="button"
          className={picked.length === 0 ? 'primary' : undefined}
          onClick={() => dispatch({ ...action, blocks: [] })}
        >
          {t('combat.noBlocks')}
        </button>
        {picked.length > 0 && (
          <button type="button" className="primary" onClick={() => dispatch(action)}>
            {t('combat.declareTeamBlocks', { count: picked.length })}
          </button>
        )}
      </div>
    </section>
  )
}
