import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { commanderCost, commanderTax, type CardId } from '../../engine'
import { useGame } from '../../store'
import { ManaCost } from '../card/ManaCost'
import { useCardInfo } from '../card/useCardInfo'
import { focusCard } from '../focusCard'
import { CommanderTax } from '../zones/CommanderTax'
import './commander.css'

/**
 * Over a commander in its command zone: the cost of casting it now, printed cost plus
 * commander tax (903.8), and the button that casts it onto the stack. It lies over the card's
 * lower half, so two partners take no more room than two cards.
 */
export function CommanderCast({ id }: { id: CardId }) {
  const { t } = useTranslation('commander')
  const info = useCardInfo(id)
  const tax = useGame((s) => (s.game ? commanderTax(s.game, id) : 0))
  // The total changes only with the card or its tax: no card view on every store change.
  const total = useMemo(() => {
    const game = useGame.getState().game
    return info && game?.cards[id] ? commanderCost(game, id) : tax
  }, [id, info, tax])
  if (!info) return null
  // A modal DFC is cast with the face its owner turned up (712.12): its name and cost.
  const { name, manaCost, owner } = info.shown

  const cast = () => {
    const done = useGame.getState().dispatch({ type: 'commander/cast', player: owner, card: id })
    if (done) focusCard(id)
  }

  return (
    <div className="commander-cast">
      <span className={tax > 0 ? 'commander-cost has-tax' : 'commander-cost'}>
        <ManaCost cost={manaCost === '' ? '{0}' : manaCost} />
        <span className="commander-tax-line">
          + <CommanderTax id={id} />{' '}
          <span className="commander-tax-word">{t('commander.tax')}</span>
        </span>
      </span>
      <button
        type="button"
        className="commander-cast-button"
        aria-label={t('commander.castLabel', { name, total })}
        title={t('commander.castTitle', { name, total })}
        onClick={cast}
      >
        {/* The whole price at a glance, tax included (903.8): "Cast (8)". In brackets, so the
            visible words are the start of the button's name (WCAG 2.5.3): "click Cast" works. */}
        {t('commander.cast')} ({total})
      </button>
    </div>
  )
}
