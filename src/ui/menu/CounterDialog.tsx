import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_COUNTER_NAME, type CardId } from '../../engine'
import { useGame } from '../../store'
import { actorOf } from '../actor'
import { cardLabel } from '../card/cardLabel'
import { counterName } from '../card/counterName'
import { useCardInfo } from '../card/useCardInfo'
import { Dialog } from '../common/Dialog'

const COUNTERS = ['+1/+1', '-1/-1', 'loyalty', 'charge', 'shield', 'stun', 'lore', 'oil', 'time']
const OTHER = 'other'

/** Put any number of counters of any kind on a card, or take them off (122). */
export function CounterDialog({ id, onClose }: { id: CardId; onClose: () => void }) {
  const view = useCardInfo(id)?.view
  const [kind, setKind] = useState(COUNTERS[0] ?? '+1/+1')
  const [custom, setCustom] = useState('')
  const [amountText, setAmountText] = useState('1')
  const { t } = useTranslation('menu')
  if (!view) return null
  const amount = Number(amountText)
  const name = kind === OTHER ? custom.trim() : kind
  const apply = (sign: 1 | -1) => {
    const done = useGame.getState().dispatch({
      type: 'card/counters',
      player: actorOf(view),
      card: id,
      counter: name,
      delta: sign * amount,
    })
    if (done) onClose()
  }
  const valid = name !== '' && Number.isInteger(amount) && amount > 0 && amount < 100
  return (
    <Dialog
      title={t('menu.counters.title', { card: cardLabel(view, t) })}
      onClose={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('menu.cancel')}
          </button>
          <button type="button" disabled={!valid} onClick={() => apply(-1)}>
            {t('menu.counters.remove')}
          </button>
          <button type="button" className="primary" disabled={!valid} onClick={() => apply(1)}>
            {t('menu.counters.add')}
          </button>
        </>
      }
    >
      <label className="field">
        <span>{t('menu.counters.kind')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value)}>
          {COUNTERS.map((c) => (
            <option key={c} value={c}>
              {counterName(t, c)}
            </option>
          ))}
          <option value={OTHER}>{t('menu.counters.other')}</option>
        </select>
      </label>
      {kind === OTHER && (
        <label className="field">
          <span>{t('menu.counters.name')}</span>
          <input
            value={custom}
            maxLength={MAX_COUNTER_NAME}
            onChange={(e) => setCustom(e.target.value)}
            placeholder={t('menu.counters.placeholder')}
          />
        </label>
      )}
      <label className="field">
        <span>{t('menu.howMany')}</span>
        <input
          type="number"
          min={1}
          max={99}
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
        />
      </label>
    </Dialog>
  )
}
