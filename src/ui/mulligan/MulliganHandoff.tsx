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
      title={`Pass the device to ${name}`}
      confirm={`I am ${name} — show my hand`}
      onConfirm={onReveal}
      extra={next.others.map((p, i) => (
        <button key={p} type="button" className="link-button" onClick={() => onChooseFirst(p)}>
          {otherNames[i] ?? p} goes first instead
        </button>
      ))}
    >
      <p className="handoff-who">
        {next.stage === 'decide'
          ? `${name} (${next.player}) decides: keep or mulligan.`
          : `${name} (${next.player}) puts cards from the new hand on the bottom.`}
      </p>
      <p className="muted">
        {next.stage === 'decide'
          ? 'The starting team declares first, then the other team; every mulligan happens once all have declared (805.3a).'
          : 'Everyone has declared and the mulligans are done. Teammates may advise (805.3a).'}
      </p>
    </HandoffPanel>
  )
}
