import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { commanders, players, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { CommanderDamageCell } from './CommanderDamageCell'
import { CommanderHead } from './CommanderHead'
import { VictimHead } from './VictimHead'
import './commanderDamage.css'

const NO_PLAYERS: PlayerId[] = []
const NO_COMMANDERS: CardId[] = []
const TALL_ENOUGH = '(min-height: 860px)'

/**
 * Combat damage each player has taken from each commander (903.10a), as a table: a row per
 * player, a column per commander. Combat fills it in; the buttons correct it by hand.
 */
export function CommanderDamagePanel() {
  const { t } = useTranslation('commander')
  // Short screens start with it folded, so the card preview above keeps its room.
  const [open, setOpen] = useState(() => globalThis.matchMedia?.(TALL_ENOUGH).matches ?? true)
  const seats = useGame(useShallow((s) => (s.game ? players(s.game) : NO_PLAYERS)))
  const columns = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? players(g).flatMap((p) => commanders(g, p)) : NO_COMMANDERS
    }),
  )
  const bodyId = useId()

  return (
    <section className="panel commander-damage" aria-label={t('commander.damage')}>
      <h2 className="panel-title">
        <button
          type="button"
          className="commander-damage-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="commander-damage-caret">
            {open ? '▾' : '▸'}
          </span>
          {t('commander.damage')}
        </button>
      </h2>
      <div id={bodyId} className="commander-damage-body" hidden={!open}>
        <table className="commander-damage-table">
          <caption className="sr-only">{t('commander.damageCaption')}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((id) => (
                <CommanderHead key={id} id={id} />
              ))}
            </tr>
          </thead>
          <tbody>
            {seats.map((victim) => (
              <tr key={victim}>
                <VictimHead player={victim} />
                {columns.map((id) => (
                  <CommanderDamageCell key={id} victim={victim} commander={id} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
