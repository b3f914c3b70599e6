import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SEATS, type Seat } from '../../cards/sampleDecks'
import { useSay } from '../../i18n/say'
import type { SeatDeck, TableDecks } from './seatDecks'
import './startConfirm.css'

interface StartConfirmProps {
  table: TableDecks
  names: Record<Seat, string>
  onConfirm: () => void
  onCancel: () => void
}

/**
 * "Start with these problems?": every deck's problems in one list, the way the seats show them,
 * and the table's choice — start anyway (a casual table), or go back and fix them.
 */
export function StartConfirm({ table, names, onConfirm, onCancel }: StartConfirmProps) {
  const { t } = useTranslation('casualStart')
  const titleId = useId()
  const introId = useId()
  const confirm = useRef<HTMLButtonElement>(null)
  useEffect(() => confirm.current?.focus(), [])
  const seats = SEATS.filter((seat) => hasProblems(table.seats[seat]))

  return (
    <section
      className="start-confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <h2 id={titleId}>{t('title')}</h2>
      <p id={introId}>{t('intro')}</p>
      {seats.map((seat) => (
        <SeatProblems key={seat} seat={seat} player={names[seat]} deck={table.seats[seat]} />
      ))}
      <div className="start-confirm__actions">
        <button ref={confirm} type="button" className="primary" onClick={onConfirm}>
          {t('confirm')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('back')}
        </button>
      </div>
    </section>
  )
}

function hasProblems(deck: SeatDeck): boolean {
  return deck.unknown.length > 0 || deck.unreadable.length > 0 || deck.problems.length > 0
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function SeatProblems({ seat, player, deck }: { seat: Seat; player: string; deck: SeatDeck }) {
  const { t } = useTranslation('casualStart')
  const say = useSay()
  const label = t('seat', { player: player.trim() || seat, seat })
  const items = [
    ...(deck.unknown.length > 0 ? [t('unknown', { names: deck.unknown.join(', ') })] : []),
    ...deck.unreadable.map((line) => say(line, 'deck')),
    ...deck.problems.map((problem) => sentenceCase(say(problem.detail ?? problem.message, 'deck'))),
  ]
  return (
    <>
      <h3 className="start-confirm__seat">{label}</h3>
      <ul aria-label={label}>
        {[...new Set(items)].map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  )
}
