import { useTranslation } from 'react-i18next'
import type { PlayerId } from '../../engine'
import { declareTeamBlocks, usePickedBlockers } from './teamBlocks'

/**
 * The defending team's one decision, where "Next step" stands for the active team: "Declare N
 * blocks", or "No blocks" with none picked (509.1: "no blocks" is a declaration too). The side
 * panel shows the same picks in detail.
 */
export function BlockDecision({ players }: { players: PlayerId[] }) {
  const { t } = useTranslation('combat')
  const picked = usePickedBlockers(players)
  const hint = t('combat.blockDecisionHint')
  return (
    <button
      type="button"
      className="primary block-decision"
      aria-description={hint}
      title={hint}
      onClick={declareTeamBlocks}
    >
      {picked.length > 0
        ? t('combat.declareTeamBlocks', { count: picked.length })
        : t('combat.noBlocks')}
    </button>
  )
}
