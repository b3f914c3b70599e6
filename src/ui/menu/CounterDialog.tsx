import { useState } from 'react'
import type { CardId } from '../../engine'
import { useGame } from '../../store'
import { actorOf } from '../actor'
import { cardLabel } from '../card/cardLabel'
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
      title={`Counters on ${cardLabel(view)}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" disabled={!valid} onClick={() => apply(-1)}>
            Remove
          </button>
          <button type="button" className="primary" disabled={!valid} onClick={() => apply(1)}>
            Add
          </button>
        </>
      }
    >
      <label className="field">
        <span>Kind of counter</span>
        <select value={kind} onChange={(e) => setKind(e.target.value)}>
          {COUNTERS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </select>
      </label>
      {kind === OTHER && (
        <label className="field">
          <span>Counter name</span>
          <input
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            placeholder="e.g. flood"
          />
        </label>
      )}
      <label className="field">
        <span>How many</span>
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
