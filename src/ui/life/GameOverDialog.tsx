import { useId, useState } from 'react'
import { outcome, outcomeExplanation, type TeamId } from '../../engine'
import { useGame } from '../../store'
import { Dialog } from '../common/Dialog'
import { leaveForNewGame, startRematch } from './startRematch'
import './life.css'
import './lifePanel.css'

/**
 * The end of the game (104, 810.8): who won, why in plain words with the rule, and what next —
 * Undo (the game goes on from before the ending action), a rematch, or a new game.
 */
export function GameOverDialog({ onClose }: { onClose: () => void }) {
  const winner = useGame((s) => (s.game ? outcome(s.game).winner : undefined))
  const loser = useGame((s) => (s.game ? outcome(s.game).loser : undefined))
  const why = useGame((s) => (s.game ? outcomeExplanation(s.game) : undefined))
  const winners = useGame((s) => {
    const g = s.game
    if (!g || !winner) return ''
    return g.teams[winner].players.map((p) => g.players[p]?.name ?? p).join(' and ')
  })
  const startingTeam = useGame((s) => s.game?.turn.startingTeam ?? 'A')
  // 103.1: the loser of the previous game chooses who starts the next.
  const [starts, setStarts] = useState<TeamId>(loser ?? startingTeam)
  const startsId = useId()

  return (
    <Dialog
      title={winner ? `Team ${winner} wins` : 'The game is a draw'}
      onClose={onClose}
      className="game-over-dialog"
      actions={
        <>
          <button
            type="button"
            onClick={() => useGame.getState().undo()}
            title="Go back to before the action that ended the game"
          >
            Undo
          </button>
          <button type="button" onClick={leaveForNewGame}>
            New game
          </button>
          <button type="button" className="primary" onClick={() => startRematch(starts)}>
            Rematch
          </button>
        </>
      }
    >
      {winners && <p className="game-over-winners">{winners} win the game.</p>}
      {/* Focused first, so a screen reader reads why the game ended. */}
      <p className="game-over-why" tabIndex={-1} data-autofocus>
        {why}
      </p>
      <div className="field life-field">
        <label htmlFor={startsId}>Who starts the rematch</label>
        <select
          id={startsId}
          value={starts}
          onChange={(e) => setStarts(e.target.value === 'B' ? 'B' : 'A')}
        >
          <option value="A">Team A</option>
          <option value="B">Team B</option>
        </select>
      </div>
      <p className="muted">
        The rematch keeps the players and decks and shuffles anew.{' '}
        {loser
          ? `Team ${loser} lost, so it chooses who starts (103.1).`
          : 'After a draw, the team that chose last time chooses again (103.1).'}
      </p>
    </Dialog>
  )
}
