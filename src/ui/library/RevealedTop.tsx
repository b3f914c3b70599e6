import { useTranslation } from 'react-i18next'
import { card, type CardId } from '../../engine'
import { useGame, useUi } from '../../store'
import { teamCanSee } from '../visibility'
import './library.css'

/**
 * The top card's name under the pile while everyone may see it: revealed (it stays so until it
 * moves) or while its owner plays with the top card revealed (401.5).
 */
export function RevealedTop({ top }: { top: CardId }) {
  const { t } = useTranslation('library')
  const team = useUi((s) => s.viewingTeam)
  const name = useGame((s) => {
    const game = s.game
    if (!game?.cards[top]) return null
    return teamCanSee(game, team, top) ? card(game, top).name : null
  })
  if (name === null) return null
  return <span className="library-revealed-top">{t('library.topCard', { card: name })}</span>
}
