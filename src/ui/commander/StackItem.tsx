import { useTranslation } from 'react-i18next'
import type { CardId } from '../../engine'
import { useGame } from '../../store'
import { Card } from '../card/Card'
import { cardLabel } from '../card/cardLabel'
import { useCardInfo } from '../card/useCardInfo'
import { focusCard } from '../focusCard'
import { usePlayerName } from '../usePlayerName'
import { counterAction, resolveAction } from './stackModel'

/** One spell on the stack: the card, who cast it, and Resolve / Counter. */
export function StackItem({ id, top }: { id: CardId; top: boolean }) {
  const { t } = useTranslation('commander')
  const info = useCardInfo(id)
  const caster = usePlayerName(info?.view.controller ?? '')
  if (!info) return null
  const { view } = info
  const name = info.visible ? cardLabel(view) : t('commander.faceDownSpell')

  const resolve = () => {
    if (useGame.getState().dispatch(resolveAction(view))) focusCard(id)
  }
  const counter = () => useGame.getState().dispatch(counterAction(view))

  return (
    <li className={top ? 'stack-item is-top' : 'stack-item'}>
      <Card id={id} layout="pile" />
      <div className="stack-item-text">
        <span className="stack-item-name">{name}</span>
        <span className="stack-item-caster">
          {t(top ? 'commander.topCastBy' : 'commander.castBy', { name: caster })}
        </span>
        <span className="stack-item-actions">
          <button
            type="button"
            className="primary"
            aria-label={t('commander.resolveLabel', { name })}
            onClick={resolve}
          >
            {t('commander.resolve')}
          </button>
          <button
            type="button"
            aria-label={t('commander.counterLabel', { name })}
            onClick={counter}
          >
            {t('commander.counter')}
          </button>
        </span>
      </div>
    </li>
  )
}
