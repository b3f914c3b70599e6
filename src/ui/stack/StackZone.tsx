import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { stack, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { useDragActive } from '../dnd/dragState'
import { DropZone } from '../zones/DropZone'
import { StackItem } from './StackItem'
import './stack.css'

const NONE: CardId[] = []
/** Unseen, unheard and not in the way, but laid out (see StackZone). */
const UNSEEN = { visibility: 'hidden' } as const

/**
 * The one shared stack (405), always in one place: at the top of the side column, where it covers
 * no card, shown even while empty as the place to drop a spell; on a phone, whose side column is
 * far below, it floats above the turn's dock while it holds spells (or a card is carried), and
 * can be put away. Spells are listed top first, each readable (name, cost, type, text) with
 * Resolve, Counter and the card's menu. Empty on a phone it is still laid out, unseen, so its
 * place is known as a drag starts (standIns: measuring it after would cost a layout; issue 10).
 * As a drop zone it is named after the active team's first player; a drop on it casts the card
 * for the player who drops it (dropToAction, the engine's cast).
 */
export function StackZone({ placement }: { placement: 'side' | 'dock' }) {
  const { t } = useTranslation('stack')
  const ids = useGame(useShallow((s) => (s.game ? stack(s.game) : NONE)))
  const dropOwner = useGame((s): PlayerId | null =>
    s.game ? s.game.teams[s.game.turn.activeTeam].players[0] : null,
  )
  const dragging = useDragActive()
  const [away, setAway] = useState(false)
  const listId = useId()
  if (!dropOwner) return null
  const docked = placement === 'dock'
  const unseen = docked && ids.length === 0 && !dragging
  const hidden = docked && away && ids.length > 0 && !dragging

  return (
    <div
      className={`stack-anchor stack-${placement}${hidden ? ' is-away' : ''}`}
      style={unseen ? UNSEEN : undefined}
    >
      <DropZone player={dropOwner} zone="stack" label={t('stack.label')} className="stack-zone">
        <header className="stack-head">
          <h2 className="stack-title">
            {t('stack.title')} <span className="stack-count">{ids.length}</span>
          </h2>
          {docked && ids.length > 0 && (
            <button
              type="button"
              className="link-button"
              aria-expanded={!hidden}
              aria-controls={listId}
              onClick={() => setAway(!hidden)}
            >
              {hidden ? t('stack.show', { count: ids.length }) : t('stack.hide')}
            </button>
          )}
        </header>
        {ids.length === 0 ? (
          <p className="stack-hint">{t(dragging ? 'stack.dropHint' : 'stack.empty')}</p>
        ) : (
          <ol id={listId} className="stack-list" aria-label={t('stack.list')} hidden={hidden}>
            {ids.map((id, i) => (
              <StackItem key={id} id={id} top={i === 0} />
            ))}
          </ol>
        )}
      </DropZone>
    </div>
  )
}
