import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardId, TeamId } from '../../engine'
import { useGame } from '../../store'
import { PreviewBody } from '../card/PreviewBody'
import { useCardInfo } from '../card/useCardInfo'
import { usePlayerName } from '../usePlayerName'
import { NoticeArea } from '../table/NoticeArea'
import './revealScreen.css'

/**
 * What the other team revealed to this one (701.20a), large, once, behind this team's own curtain:
 * the table stays away until a player of the team says they have seen it; then the engine hides
 * the cards again (card/revealSeen) and the log keeps the line.
 */
export function RevealScreen({ team, ids }: { team: TeamId; ids: readonly CardId[] }) {
  const { t } = useTranslation('privacy')
  const titleId = useId()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  const from: TeamId = team === 'A' ? 'B' : 'A'
  const seen = () => {
    const g = useGame.getState().game
    const player = g?.teams[team].players[0]
    if (player) useGame.getState().dispatch({ type: 'card/revealSeen', player })
  }
  return (
    <div
      className="pass-curtain reveal-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <section className={`handoff reveal-panel team-${team}`}>
        <h2 id={titleId}>{t('privacy.revealTitle', { count: ids.length, from, team })}</h2>
        <p className="muted">{t('privacy.revealNote', { count: ids.length })}</p>
        <ul className="reveal-cards">
          {ids.map((id) => (
            <RevealedCard key={id} id={id} />
          ))}
        </ul>
        <button ref={button} type="button" className="primary big" onClick={seen}>
          {t('privacy.revealSeen', { count: ids.length })}
        </button>
      </section>
      <NoticeArea />
    </div>
  )
}

function RevealedCard({ id }: { id: CardId }) {
  const { t } = useTranslation('privacy')
  const info = useCardInfo(id)
  const owner = usePlayerName(info?.view.owner ?? '')
  if (!info) return null
  return (
    <li className="reveal-card">
      <PreviewBody view={info.view} data={info.data} visible={info.visible} />
      <p className="reveal-from">
        {t(info.view.zone === 'library' ? 'privacy.fromLibrary' : 'privacy.fromHand', {
          name: owner,
        })}
      </p>
    </li>
  )
}
