import { useTranslation } from 'react-i18next'
import { teamOf, turn, zone, type PlayerId } from '../../engine'
import { useGame, useUi } from '../../store'
import { AttackTargetButton } from '../combat/AttackTargetButton'
import { usePlayerName } from '../usePlayerName'

/** A player's name plate: seat, name, a bot's badge, whose turn, cards in hand and library. */
export function PlayerHeader({ player }: { player: PlayerId }) {
  const name = usePlayerName(player)
  const team = useGame((s) => (s.game ? teamOf(s.game, player) : 'A'))
  const active = useGame((s) => (s.game ? turn(s.game).activeTeam === team : false))
  const hand = useGame((s) => (s.game ? zone(s.game, player, 'hand').length : 0))
  const library = useGame((s) => (s.game ? zone(s.game, player, 'library').length : 0))
  const bot = useGame((s) => s.game?.players[player]?.bot === true)
  const { t } = useTranslation('table')
  const { t: tb } = useTranslation('bots')
  return (
    <header className={`player-header team-${team}${active ? ' is-active' : ''}`}>
      <span className="seat">{player}</span>
      <span className="player-name" title={name}>
        <bdi>{name}</bdi>
      </span>
      {bot && (
        <span
          className="bot-badge"
          title={tb('bots.badgeLabel')}
          aria-label={tb('bots.badgeLabel')}
        >
          {tb('bots.badge')}
        </span>
      )}
      <span className="player-counts">
        <span title={t('table.header.handTitle')}>
          {t('table.header.hand')} <b>{hand}</b>
        </span>
        <span title={t('table.header.libraryTitle')}>
          {t('table.header.library')} <b>{library}</b>
        </span>
      </span>
      <AttackTargetButton player={player} />
      <button
        type="button"
        className="icon-button small"
        aria-label={t('table.header.token', { name })}
        title={t('table.header.tokenTitle')}
        onClick={() => useUi.getState().openDialog({ kind: 'token', player })}
      >
        +
      </button>
    </header>
  )
}
