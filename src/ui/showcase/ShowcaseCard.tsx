import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { card, type CardId, type GameState } from '../../engine'
import { CardFrame } from '../card/CardFrame'
import { cardLabel } from '../card/cardLabel'
import { frameTint } from '../card/frameTint'
import { faceViews, showsFlip } from '../flip/faceViews'
import { FlipCard } from '../flip/FlipCard'
import { copyNote } from '../flip/ownName'
import { teamCanSee } from '../visibility'

interface ShowcaseCardProps {
  game: GameState
  id: CardId
  /** Shown where only team A may look (the showcase is seen from team A's side). */
  onPreview: (id: CardId) => void
}

/**
 * A card of the showcase, drawn with the table's own pieces (CardFrame, FlipCard, the card back)
 * from the showcase's own game. Pointing at it or focusing it puts it in the preview.
 */
export function ShowcaseCard({ game, id, onPreview }: ShowcaseCardProps) {
  const { t } = useTranslation('showcase')
  const view = card(game, id)
  const data = game.cards[id]?.data
  if (!data) return null
  const visible = teamCanSee(game, 'A', id)
  const hidden = !visible && !view.faceDown
  const label = hidden ? t('showcase.cardBack') : cardLabel(view)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return
    e.preventDefault()
    onPreview(id)
  }
  return (
    <div className={`card-slot layout-row${view.tapped ? ' is-tapped' : ''}`}>
      <div
        role="button"
        tabIndex={0}
        aria-roledescription="card"
        aria-label={label}
        className={view.tapped ? 'card-hit is-tapped' : 'card-hit'}
        data-showcase-card={id}
        data-face={showsFlip(view) ? view.faceUp : undefined}
        onPointerEnter={() => onPreview(id)}
        onFocus={() => onPreview(id)}
        onClick={() => onPreview(id)}
        onKeyDown={onKeyDown}
      >
        {hidden ? (
          <div className="card card-back" />
        ) : (
          <div className="card">
            {showsFlip(view) ? (
              <FlipCard faces={faceViews(game, id)} up={view.faceUp} data={data} />
            ) : (
              <CardFrame
                view={view}
                tint={frameTint(view, data)}
                peekFace={view.faceDown && visible ? (data.card_faces?.[0] ?? data) : undefined}
                note={copyNote(view, data) ?? undefined}
                imageOf={data}
              />
            )}
          </div>
        )}
      </div>
    </div>
  )
}
