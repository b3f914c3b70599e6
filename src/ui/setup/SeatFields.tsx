import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SampleDeck, Seat } from '../../cards/samplePool'
import { savedChoice } from '../commander/seatDecks'

interface SeatFieldsProps {
  seat: Seat
  name: string
  deckId: string
  /** null while the sample decks load. */
  decks: SampleDeck[] | null
  /** Decklists saved in this browser, offered after the sample decks. */
  saved?: readonly { id: string; name: string }[]
  /** The chosen deck's commanders as read from its list (a saved deck's come from its text). */
  commanders?: string[] | undefined
  /** Under the seat: deck import and the deck's problems. */
  children?: ReactNode
  onName: (name: string) => void
  onDeck: (deckId: string) => void
  /** The seat is played by DuoTable's bot (issue 39). */
  bot?: boolean
  /** Who plays the seat; absent where bots can't sit (a room's form). */
  onBot?: ((bot: boolean) => void) | undefined
}

/** One seat on the setup screen: the player's name, who plays it (a person or a bot) and deck. */
export function SeatFields(props: SeatFieldsProps) {
  const { seat, name, deckId, decks, saved = [], children, onName, onDeck, onBot } = props
  const { t } = useTranslation('setup')
  const commanders = props.commanders ?? decks?.find((d) => d.id === deckId)?.commanders ?? []
  const samples = decks?.map((d) => (
    <option key={d.id} value={d.id}>
      {d.name}
    </option>
  ))
  return (
    <div className="seat-fields">
      <span className="seat">{seat}</span>
      <label className="field">
        <span aria-hidden="true">{t('seat.name')}</span>
        <input
          aria-label={t('seat.nameLabel', { seat })}
          value={name}
          maxLength={24}
          autoComplete="off"
          onChange={(e) => onName(e.target.value)}
        />
      </label>
      <label className="field">
        <span aria-hidden="true">{t('seat.deck')}</span>
        <select
          aria-label={t('seat.deckLabel', { seat })}
          value={deckId}
          onChange={(e) => onDeck(e.target.value)}
        >
          {decks === null && <option value="">{t('seat.loading')}</option>}
          {saved.length > 0 ? <optgroup label={t('seat.samples')}>{samples}</optgroup> : samples}
          {saved.length > 0 && (
            <optgroup label={t('seat.saved')}>
              {saved.map((d) => (
                <option key={d.id} value={savedChoice(d.id)}>
                  {d.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      {onBot && (
        <label className="played-by">
          <input
            type="checkbox"
            aria-label={t('seat.botLabel', { seat })}
            checked={props.bot === true}
            onChange={(e) => onBot(e.target.checked)}
          />
          <span aria-hidden="true">{t('seat.bot')}</span>
        </label>
      )}
      <p className="deck-commanders">{commanders.length > 0 ? commanders.join(' & ') : '\u00a0'}</p>
      {children}
    </div>
  )
}
