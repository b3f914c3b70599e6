import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { card, type CardId, type GameState } from '../../engine'
import { useGame } from '../../store'
import { asScreen, mayTake, useScreenPlayer } from '../turns/screenPlayer'
import { AssignDamageEditor } from './AssignDamageEditor'
import { AttackList } from './AttackList'
import { damagePreview } from './damagePreview'
import { DamagePreviewView } from './DamagePreviewView'
import { PreventToggles } from './PreventToggles'

const NONE: CardId[] = []

/**
 * The combat damage step (510): what the damage will do, the shields that change it, splits for
 * attackers blocked by several creatures (510.1c), then one button that deals it: "Next" when
 * there is no split to choose. With a first or double striker, the first press deals
 * first-strike damage and the preview moves on (510.4).
 */
export function DamageStep() {
  const { t } = useTranslation('combat')
  const game = useGame((s) => s.game)
  const dispatch = useGame((s) => s.dispatch)
  const player = useScreenPlayer()
  // The active team deals the damage (805.10a): the defenders' screen shows what it will do.
  const deals = useGame((s) => mayTake(s.game, player, { type: 'combat/damage' }))
  const splittable = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      return g.combat.attacks
        .map((a) => a.attacker)
        .filter((id) => {
          const blockers = g.combat.blocks.filter((b) => b.attacker === id).length
          // 510.1c: several blockers share the damage; 702.19b: a trampler may send some on.
          return blockers > 1 || (blockers === 1 && hasTrample(g, id))
        })
    }),
  )
  if (!game) return null
  const preview = damagePreview(game)
  // With no split to choose, the damage is dealt on "Next", the preview above it (Arena's pace).
  const firstStrike = preview.ok && preview.firstStrike
  const says = firstStrike ? t('combat.dealsFirstStrike') : t('combat.deals')
  const label =
    splittable.length === 0
      ? t('combat.next')
      : firstStrike
        ? t('combat.dealFirstStrike')
        : t('combat.dealDamage')
  return (
    <>
      <DamagePreviewView preview={preview} />
      {deals && (
        <div className="combat-actions">
          <button
            type="button"
            className="primary danger"
            aria-description={says}
            title={says}
            onClick={() => dispatch(asScreen({ type: 'combat/damage' }, player))}
          >
            {label}
          </button>
        </div>
      )}
      <PreventToggles />
      {deals && splittable.map((id) => <AssignDamageEditor key={id} attacker={id} />)}
      <AttackList />
    </>
  )
}

function hasTrample(g: GameState, id: CardId): boolean {
  return card(g, id).keywords.some((k) => k.toLowerCase() === 'trample')
}
