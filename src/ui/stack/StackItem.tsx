import { useTranslation } from 'react-i18next'
import { resolvesOntoBattlefield, type CardId } from '../../engine'
import { useGame, useUi } from '../../store'
import { Card } from '../card/Card'
import { cardLabel } from '../card/cardLabel'
import { ManaCost } from '../card/ManaCost'
import { useCardInfo } from '../card/useCardInfo'
import { focusCard } from '../focusCard'
import { usePlayerName } from '../usePlayerName'
import { counterAction, resolveAction } from './stackModel'

/**
 * One spell on the stack, readable where it lies: the card, its name, cost, type line and the
 * start of its text, who cast it, where it goes as it resolves (608.3, 608.2n), and Resolve,
 * Counter and the card's menu (resolving into exile or a hand, moves).
 */
export function StackItem({ id, top }: { id: CardId; top: boolean }) {
  const { t } = useTranslation('stack')
  const info = useCardInfo(id)
  const caster = usePlayerName(info?.view.controller ?? '')
  const permanent = useGame((s) =>
    s.game?.cards[id] ? resolvesOntoBattlefield(s.game, id) : false,
  )
  if (!info) return null
  const { view } = info
  const shown = info.visible && !view.faceDown
  const name = shown ? cardLabel(view) : t('stack.faceDownSpell')

  const resolve = () => {
    if (useGame.getState().dispatch(resolveAction(view))) focusCard(id)
  }
  const counter = () => useGame.getState().dispatch(counterAction(view))
  const more = (el: HTMLElement) => {
    const r = el.getBoundingClientRect()
    useUi.getState().openMenu({ kind: 'card', card: id, x: r.left, y: r.bottom + 4 })
  }

  return (
    <li className={top ? 'stack-item is-top' : 'stack-item'}>
      <Card id={id} layout="pile" />
      <div className="stack-item-text">
        <span className="stack-item-name">
          {name}
          {shown && <ManaCost cost={view.manaCost} className="stack-item-cost" />}
        </span>
        {shown && (
          <span className="stack-item-type" title={view.typeLine}>
            {view.typeLine}
          </span>
        )}
        {shown && view.oracleText !== '' && (
          <span className="stack-item-rules" title={view.oracleText}>
            {view.oracleText}
          </span>
        )}
      </div>
      <span className="stack-item-caster">
        {top && <b className="stack-item-top">{t('stack.top')} · </b>}
        {t('stack.castBy', { name: caster })}
        {' · '}
        {t(permanent ? 'stack.becomesPermanent' : 'stack.goesToGraveyard')}
      </span>
      <span className="stack-item-actions">
        <button
          type="button"
          className="primary"
          aria-label={t('stack.resolveLabel', { name })}
          onClick={resolve}
        >
          {t('stack.resolve')}
        </button>
        <button type="button" aria-label={t('stack.counterLabel', { name })} onClick={counter}>
          {t('stack.counter')}
        </button>
        <button
          type="button"
          className="stack-item-more"
          aria-label={t('stack.moreLabel', { name })}
          aria-haspopup="menu"
          onClick={(e) => more(e.currentTarget)}
        >
          ⋯
        </button>
      </span>
    </li>
  )
}
