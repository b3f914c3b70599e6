import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { possibleBlockers, type CardId, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
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
  const { t } = useTranslation('combat')
  const say = useSay()
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
      return g ? open.map((id) => say(cardName(g, id))) : NONE
    }),
  )
  const blocks = picked.map((blocker) => ({ blocker, attacker: draft[blocker] ?? '' }))
  const action = { type: 'combat/declareBlockers', player, blocks } as const
  const problem = useGame((s) => {
    const found = s.game && declarationProblem(s.game, action)
    return found ? say(found) : undefined
  })

  const add = (id: CardId) => {
    if (id && firstAttacker) useCombatDraft.getState().setBlock(id, firstAttacker)
  }

  return (
    <section className="combat-defender" aria-label={t('combat.blocksFor', { name })}>
      <h3 className="combat-subtitle">{t('combat.playerBlocks', { name })}</h3>
      <p className="combat-hint">{t('combat.blockHint', { name })}</p>
      {picked.length > 0 && (
        <ul className="combat-list" aria-label={t('combat.playerBlockers', { name })}>
          {picked.map((id) => (
            <BlockerRow key={id} blocker={id} attacker={draft[id] ?? ''} />
          ))}
        </ul>
      )}
      <div className="combat-tools">
        <select
          className="combat-add"
          aria-label={t('combat.addBlockerFor', { name })}
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
        <button type="button" onClick={() => dispatch({ ...action, blocks: [] })}>
          {t('combat.noBlocks')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={picked.length === 0}
          onClick={() => dispatch(action)}
        >
          {t('combat.declareBlocks', { name, count: picked.length })}
        </button>
      </div>
    </section>
  )
}
