import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { teamOf, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { HandoffPanel } from '../privacy/HandoffPanel'
import type { MulliganTurn } from './mulliganTurn'

interface MulliganHandoffProps {
  next: MulliganTurn
  onReveal: () => void
  onChooseFirst: (player: PlayerId) => void
}

/**
 * Before a hand is shown: the device goes to the player whose turn it is to declare or to
 * bottom, and only they reveal it. Nothing of any hand is rendered here.
 */
export function MulliganHandoff({ next, onReveal, onChooseFirst }: MulliganHandoffProps) {
  const { t } = useTranslation('mulligan')
  const names = useGame(
    useShallow((s) => {
      const g = s.game
      const name = (p: PlayerId) => g?.players[p]?.name ?? p
      return [name(next.player), ...next.others.map(name)]
    }),
  )
  const team = useGame((s) => (s.game ? teamOf(s.game, next.player) : 'A'))
  const [name = next.player, ...otherNames] = names
  return (
    <HandoffPanel
      key={`${next.stage}:${next.player}`}
      team={team}
      title={t('mulligan.handoff.title', { name })}
      confirm={t('mulligan.handoff.confirm', { name })}
      onConfirm={onReveal}
      extra={next.others.map((p, i) => (
        <button key={p} type="button" className="link-button" onClick={() => onChooseFirst(p)}>
          {t('mulligan.handoff.first', { name: otherNames[i] ?? p })}
        </button>
      ))}
    >
      <p className="handoff-who">
        {next.stage === 'decide'
          ? t('mulligan.handoff.decides', { name, seat: next.player })
          : t('mulligan.handoff.bottoms', { name, seat: next.player })}
      </p>
      <p className="muted">
        {next.stage === 'decide'
          ? t('mulligan.handoff.decideOrder')
          : t('mulligan.handoff.bottomOrder')}
      </p>
    </HandoffPanel>
  )
}
