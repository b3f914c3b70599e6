import { outcome } from '../../engine'
import { useGame, useUi } from '../../store'

/** Under the turn bar once the game is over: the result, and the way back to the end screen. */
export function GameOverNote() {
  const over = useGame((s) => (s.game ? outcome(s.game).over : false))
  const winner = useGame((s) => (s.game ? outcome(s.game).winner : undefined))
  if (!over) return null
  return (
    <p className="game-over" role="status">
      {winner ? `Team ${winner} wins.` : 'The game is a draw.'}{' '}
      <button
        type="button"
        className="chip"
        onClick={() => useUi.getState().openDialog({ kind: 'gameOver' })}
      >
        Show result
      </button>
    </p>
  )
}
