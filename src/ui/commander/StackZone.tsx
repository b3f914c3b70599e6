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
 * The one shared stack (405), over the middle of the table: spells top first, each with Resolve
 * and Counter. While empty it shows only during a drag, as the place to drop a card to cast it;
 * it is still laid out then, unseen, so its place is known as a drag starts, before the drag
 * changes anything on the page (standIns: measuring it after would cost a layout; issue 10).
 * As a drop zone it is named after the active team's first player; a drop on it keeps the
 * caster as the spell's controller (dropToAction).
 */
export function StackZone() {
  const { t } = useTranslation('commander')
  const ids = useGame(useShallow((s) => (s.game ? stack(s.game) : NONE)))
  const dropOwner = useGame((s): PlayerId | null =>
    s.game ? s.game.teams[s.game.turn.activeTeam].players[0] : null,
  )
  const dragging = useDragActive()
  if (!dropOwner) return null

  return (
    <div className="stack-anchor" style={ids.length === 0 && !dragging ? UNSEEN : undefined}>
      <DropZone
        player={dropOwner}
        zone="stack"
        label={t('commander.stackLabel')}
        className="stack-zone"
      >
        <h2 className="stack-title">
          {t('commander.stack')} <span className="stack-count">{ids.length}</span>
        </h2>
        {ids.length === 0 ? (
          <p className="stack-hint">{t('commander.stackHint')}</p>
        ) : (
          <ol className="stack-list" aria-label={t('commander.stackList')}>
            {ids.map((id, i) => (
              <StackItem key={id} id={id} top={i === 0} />
            ))}
          </ol>
        )}
      </DropZone>
    </div>
  )
}
