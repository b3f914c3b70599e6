import { useTranslation } from 'react-i18next'
import { outcome } from '../../engine'
import { useGame, useUi } from '../../store'

/** Under the turn bar once the game is over: the result, and the way back to the end screen. */
export function GameOverNote() {
  const { t } = useTranslation('life')
  const over = useGame((s) => (s.game ? outcome(s.game).over : false))
  const winner = useGame((s) => (s.game ? outcome(s.game).winner : undefined))
  if (!over) return null
  return (
    <p className="game-over" role="status">
      {winner ? t('life.over.note.wins', { team: winner }) : t('life.over.note.draw')}{' '}
      <button
        type="button"
        className="chip"
        onClick={() => useUi.getState().openDialog({ kind: 'gameOver' })}
      >
        {t('life.over.show')}
      </button>
    </p>
  )
}
