import { useShallow } from 'zustand/react/shallow'
import { players, teamOf, type PlayerId, type Restriction } from '../../engine'
import { useGame } from '../../store'
import { runLifeAction, type PanelResult } from './runLifeAction'
import { seatName } from './usePanelContext'

const COLUMNS: readonly { id: Restriction; label: string; team: boolean }[] = [
  { id: 'cantGainLife', label: 'Can’t gain life', team: true },
  { id: 'cantLoseLife', label: 'Can’t lose life', team: true },
  { id: 'cantGetPoison', label: 'Can’t get poison counters', team: true },
  { id: 'preventCombatDamage', label: 'Prevent all damage to this player', team: false },
]

const NONE: string[] = []

/** Each player's restrictions as toggles; the engine extends the team-wide ones (810.9g–h). */
export function RestrictionsForm({ onResult }: { onResult: (r: PanelResult) => void }) {
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
    onResult(runLifeAction({ type: 'player/restrict', player, restriction, on }))

  return (
    <div className="life-restrictions">
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {COLUMNS.map((c) => (
              <th key={c.id} scope="col">
                {c.label}
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
                      aria-label={`${name}: ${c.label.toLowerCase()}`}
                      checked={flags[i] === '1'}
                      onChange={(e) => toggle(id, c.id, e.target.checked)}
                    />
                    {c.team && flags[i] !== '1' && coveredBy(id, team, i) && (
                      <span className="covered">via {coveredBy(id, team, i)}</span>
                    )}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="muted">
        * Covers the whole team: one player who can’t gain life, can’t lose life or can’t get poison
        counters stops the teammate too (810.9g, 810.9h, 810.10c). Damage prevention protects only
        that player (615).
      </p>
    </div>
  )
}
