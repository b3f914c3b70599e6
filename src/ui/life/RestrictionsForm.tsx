import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { players, teamOf, type PlayerId, type Restriction } from '../../engine'
import { useGame } from '../../store'
import { runLifeAction, type PanelResult } from './runLifeAction'
import { seatName } from './usePanelContext'

/** Each column's heading is `life.restrict.<id>`, its checkboxes' names `life.restrict.<id>.label`. */
const COLUMNS: readonly { id: Restriction; team: boolean }[] = [
  { id: 'cantGainLife', team: true },
  { id: 'cantLoseLife', team: true },
  { id: 'cantGetPoison', team: true },
  { id: 'preventAllDamage', team: false },
]

const NONE: string[] = []

/** Each player's restrictions as toggles; the engine extends the team-wide ones (810.9g–h). */
export function RestrictionsForm({ onResult }: { onResult: (r: PanelResult) => void }) {
  const { t } = useTranslation('life')
  // "A1\0A1 Ana\0A\0" then one "1"/"0" per column: primitives, so useShallow can compare them.
  const rows = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      return players(g).map((p) => {
        const me = g.players[p]
        const flags = COLUMNS.map((c) => (me?.restrictions[c.id] ? '1' : '0')).join('')
        return `${p}\u0000${seatName(p, me?.name ?? p)}\u0000${teamOf(g, p)}\u0000${flags}`
      })
    }),
  )
  const parsed = rows.map((row) => {
    const [id = '', name = '', team = '', flags = ''] = row.split('\u0000')
    return { id, name, team, flags }
  })
  /** The teammate whose restriction already covers this player (810.9g, 810.9h, 810.10c). */
  const coveredBy = (id: string, team: string, i: number) =>
    parsed.find((q) => q.id !== id && q.team === team && q.flags[i] === '1')?.id
  const toggle = (player: PlayerId, restriction: Restriction, on: boolean) =>
    void runLifeAction({ type: 'player/restrict', player, restriction, on }).then(onResult)

  return (
    <div className="life-restrictions">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('life.restrict.player')}</th>
            {COLUMNS.map((c) => (
              <th key={c.id} scope="col">
                {t(`life.restrict.${c.id}`)}
                {c.team && <span aria-hidden="true"> *</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {parsed.map(({ id, name, team, flags }) => {
            return (
              <tr key={id}>
                <th scope="row">{name}</th>
                {COLUMNS.map((c, i) => (
                  <td key={c.id}>
                    <input
                      type="checkbox"
                      aria-label={t(`life.restrict.${c.id}.label`, { name })}
                      checked={flags[i] === '1'}
                      onChange={(e) => toggle(id, c.id, e.target.checked)}
                    />
                    {c.team && flags[i] !== '1' && coveredBy(id, team, i) && (
                      <span className="covered">
                        {t('life.restrict.via', { player: coveredBy(id, team, i) })}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="muted">{t('life.restrict.note')}</p>
    </div>
  )
}
