import { useTranslation } from 'react-i18next'
import type { PlayerId, TeamId } from '../../engine'

export interface PickableSeat {
  id: PlayerId
  name: string
  team: TeamId
  taken: boolean
  /** DuoTable plays it (issue 39): nobody's to pick. */
  bot?: boolean
}

/** Seats of one team at most: a device never holds both teams' hands (810.5). */
export function oneTeam(seats: readonly PickableSeat[], chosen: readonly PlayerId[]): boolean {
  return new Set(seats.filter((s) => chosen.includes(s.id)).map((s) => s.team)).size <= 1
}

function seatWords(seat: PickableSeat): string {
  if (seat.bot === true) return 'rooms.seat.bot'
  return seat.taken ? 'rooms.seat.taken' : 'rooms.seat'
}

/**
 * The seats a device takes in a room, as checkboxes: a taken seat can't be picked; none picked
 * makes the device the table screen.
 */
export function SeatPicker({
  legend,
  seats,
  chosen,
  onChange,
}: {
  legend: string
  seats: readonly PickableSeat[]
  chosen: readonly PlayerId[]
  onChange: (chosen: PlayerId[]) => void
}) {
  const { t } = useTranslation('rooms')
  const toggle = (id: PlayerId, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((seat) => seat !== id))
  return (
    <fieldset className="room-seats">
      <legend>{legend}</legend>
      {seats.map((seat) => (
        <label key={seat.id}>
          <input
            type="checkbox"
            checked={chosen.includes(seat.id)}
            disabled={seat.taken || seat.bot === true}
            onChange={(e) => toggle(seat.id, e.target.checked)}
          />{' '}
          {t(seatWords(seat), { name: seat.name, seat: seat.id })}
        </label>
      ))}
      {!oneTeam(seats, chosen) && (
        <p className="form-error" role="alert">
          {t('rooms.oneTeam')}
        </p>
      )}
    </fieldset>
  )
}
