import { useGame } from '../../store'
import type { DamagePreview } from './damagePreview'

const REASONS: Record<string, string> = {
  life: 'its life total reaches 0',
  poison: '15 poison counters',
  commanderDamage: '21 combat damage from one commander',
}

/**
 * The preview in words: per player what they take or gain, each team's totals after, commander
 * damage, poison, and the permanents that are damaged or die.
 */
export function DamagePreviewView({ preview }: { preview: DamagePreview }) {
  const names = useGame((s) => s.game?.players)
  const nameOf = (p: string) => names?.[p]?.name ?? p
  const teamOf = (p: string) => names?.[p]?.team
  if (!preview.ok) return <p className="combat-problem">{preview.refusal}</p>
  const hurt = preview.players.filter((p) => p.damage > 0 || p.gained > 0)
  const touched = new Set(hurt.map((p) => teamOf(p.player)))
  // A team whose players took and gained as much (lifelink) still gets its line: net 0.
  const teams = preview.teams.filter(
    (t) => touched.has(t.team) || t.lifeAfter !== t.lifeBefore || t.poisonAfter !== t.poisonBefore,
  )
  const nothing = hurt.length === 0 && teams.length === 0 && preview.permanents.length === 0
  return (
    <section className="damage-preview" aria-label="Damage preview">
      <h3 className="combat-subtitle">
        {preview.firstStrike ? 'First-strike damage will do' : 'Combat damage will do'}
      </h3>
      {nothing && <p className="combat-hint">Nothing: no damage is dealt.</p>}
      <ul className="preview-lines">
        {hurt.map((p) => (
          <li key={p.player} data-preview-player={p.player}>
            <b>{nameOf(p.player)}</b>
            {p.damage > 0 && <span className="loss"> takes {p.damage}</span>}
            {p.gained > 0 && <span className="gain"> gains {p.gained}</span>}
          </li>
        ))}
        {teams.map((t) => (
          <li key={t.team} className={`team-line team-${t.team}`} data-preview-team={t.team}>
            Team {t.team}:{' '}
            <span>
              life {t.lifeBefore} → <b>{t.lifeAfter}</b>
            </span>
            {t.poisonAfter !== t.poisonBefore && (
              <span className="poison-line">
                {' '}
                poison {t.poisonBefore} → <b>{t.poisonAfter}</b>
              </span>
            )}
          </li>
        ))}
        {preview.commanderHits.map((h) => (
          <li key={`${h.victim}:${h.commander}`}>
            Commander damage to {nameOf(h.victim)} from {h.name}: {h.before} → <b>{h.after}</b>
            /21
          </li>
        ))}
        {preview.permanents.map((c) => (
          <li key={c.id} className={c.dies ? 'dies' : undefined}>
            {c.name} ({nameOf(c.controller)})
            {c.dies ? (
              <b> dies</b>
            ) : (
              <>
                {c.damage > 0 && ` takes ${c.damage}`}
                {c.loyaltyLost > 0 && ` loses ${c.loyaltyLost} loyalty`}
              </>
            )}
          </li>
        ))}
      </ul>
      {preview.ending && (
        <p className="combat-ending" role="status">
          {preview.ending.winner ? `Team ${preview.ending.winner} wins` : 'The game ends'}
          {preview.ending.reason && REASONS[preview.ending.reason]
            ? ` (${REASONS[preview.ending.reason]})`
            : ''}
          .
        </p>
      )}
    </section>
  )
}
