import { Trans, useTranslation } from 'react-i18next'
import type { CardId, PlayerId } from '../../engine'
import { usePlayerName } from '../usePlayerName'
import { MulliganCard } from './MulliganCard'
import { useHandOf } from './useHandOf'

interface MulliganHandProps {
  owner: PlayerId
  /** Who is looking: the hand shows only what they may see (810.5). */
  viewer: PlayerId
  onPreview: (id: CardId) => void
  /** For the bottom: which cards are chosen, in order, and how to toggle one. */
  choice?: { chosen: CardId[]; toggle: (id: CardId) => void }
  note?: string
}

/** A hand during the mulligans: the deciding player's own, or their teammate's to consult. */
export function MulliganHand({ owner, viewer, onPreview, choice, note }: MulliganHandProps) {
  const { t } = useTranslation('mulligan')
  const ids = useHandOf(owner, viewer)
  const name = usePlayerName(owner)
  return (
    <section className="mulligan-hand" aria-label={t('mulligan.hand.label', { name })}>
      <h3>
        <Trans
          t={t}
          i18nKey={owner === viewer ? 'mulligan.hand.yours' : 'mulligan.hand.of'}
          count={ids.length}
          values={{ name }}
          components={{ muted: <span className="muted" /> }}
        />
        {note && <span className="hand-note"> · {note}</span>}
      </h3>
      <ul className={owner === viewer ? 'mulligan-cards is-own' : 'mulligan-cards'}>
        {ids.map((id) => {
          const at = choice?.chosen.indexOf(id) ?? -1
          return (
            <MulliganCard
              key={id}
              id={id}
              onPreview={onPreview}
              {...(choice && {
                choice: {
                  pressed: at >= 0,
                  order: at >= 0 ? at + 1 : null,
                  onToggle: () => choice.toggle(id),
                },
              })}
            />
          )
        })}
      </ul>
    </section>
  )
}
