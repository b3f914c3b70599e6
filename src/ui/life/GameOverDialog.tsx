import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { outcome, outcomeExplanationMessage, type TeamId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { Dialog } from '../common/Dialog'
import { leaveForNewGame, startRematch } from './startRematch'
import './life.css'
import './lifePanel.css'

const NONE: string[] = []

/**
 * The end of the game (104, 810.8): who won, why in plain words with the rule, and what next —
 * Undo (the game goes on from before the ending action), a rematch, or a new game. In a room
 * (issue 24) there is no rematch here: this device has only its view, whose libraries are
 * hidden, so a rematch from it would be a broken game on this device alone.
 */
export function GameOverDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('life')
  const say = useSay()
  const winner = useGame((s) => (s.game ? outcome(s.game).winner : undefined))
  const loser = useGame((s) => (s.game ? outcome(s.game).loser : undefined))
  // A new message each time: worked out from the game, not selected from the store.
  const game = useGame((s) => s.game)
  const why = useMemo(() => (game ? outcomeExplanationMessage(game) : undefined), [game])
  const winnerNames = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g || !winner) return NONE
      return g.teams[winner].players.map((p) => g.players[p]?.name ?? p)
    }),
  )
  const winners = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(winnerNames)
  const startingTeam = useGame((s) => s.game?.turn.startingTeam ?? 'A')
  // 103.1: the loser of the previous game chooses who starts the next.
  const [starts, setStarts] = useState<TeamId>(loser ?? startingTeam)
  const startsId = useId()
  const inRoom = useGame((s) => s.room !== null)

  return (
    <Dialog
      title={winner ? t('life.over.wins', { team: winner }) : t('life.over.draw')}
      onClose={onClose}
      className="game-over-dialog"
      actions={
        <>
          <button
            type="button"
            onClick={() => useGame.getState().undo()}
            title={t('life.over.undoTitle')}
          >
            {t('life.undo')}
          </button>
          <button type="button" onClick={leaveForNewGame}>
            {t('life.over.newGame')}
          </button>
          {!inRoom && (
            <button type="button" className="primary" onClick={() => startRematch(starts)}>
              {t('life.over.rematch')}
            </button>
          )}
        </>
      }
    >
      {winners && <p className="game-over-winners">{t('life.over.winners', { names: winners })}</p>}
      {/* Focused first, so a screen reader reads why the game ended. */}
      <p className="game-over-why" tabIndex={-1} data-autofocus>
        {why && say(why)}
      </p>
      {inRoom ? (
        <p className="muted">{t('life.over.inRoom')}</p>
      ) : (
        <>
          <div className="field life-field">
            <label htmlFor={startsId}>{t('life.over.starts')}</label>
            <select
              id={startsId}
              value={starts}
              onChange={(e) => setStarts(e.target.value === 'B' ? 'B' : 'A')}
            >
              <option value="A">{t('life.team', { team: 'A' })}</option>
              <option value="B">{t('life.team', { team: 'B' })}</option>
            </select>
          </div>
          <p className="muted">
            {t('life.over.keeps')}{' '}
            {loser ? t('life.over.loserChooses', { team: loser }) : t('life.over.drawChooses')}
          </p>
        </>
      )}
    </Dialog>
  )
}
