import { useTranslation } from 'react-i18next'
import { COMMANDER_DAMAGE_TO_LOSE } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import type { DamagePreview } from './damagePreview'

const REASONS: Record<string, string> = {
  life: 'combat.reason.life',
  poison: 'combat.reason.poison',
  commanderDamage: 'combat.reason.commanderDamage',
}

/** "Team B wins (15 poison counters).": one sentence per case, so each language orders it. */
function endingKey(winner: boolean, reason: boolean): string {
  if (winner) return reason ? 'combat.ending.winsBecause' : 'combat.ending.wins'
  return reason ? 'combat.ending.endsBecause' : 'combat.ending.ends'
}

/**
 * The preview in words: per player what they take or gain, each team's totals after, commander
 * damage, poison, and the permanents that are damaged or die.
 */
export function DamagePreviewView({ preview }: { preview: DamagePreview }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const names = useGame((s) => s.game?.players)
  const nameOf = (p: string) => names?.[p]?.name ?? p
  const teamOf = (p: string) => names?.[p]?.team
  if (!preview.ok) return <p className="combat-problem">{say(preview.refusal)}</p>
  const hurt = preview.players.filter((p) => p.damage > 0 || p.gained > 0)
  const touched = new Set(hurt.map((p) => teamOf(p.player)))
  // A team whose players took and gained as much (lifelink) still gets its line: net 0.
  const teams = preview.teams.filter(
    (team) =>
      touched.has(team.team) ||
      team.lifeAfter !== team.lifeBefore ||
      team.poisonAfter !== team.poisonBefore,
  )
  const nothing = hurt.length === 0 && teams.length === 0 && preview.permanents.length === 0
  const reason = preview.ending?.reason ? REASONS[preview.ending.reason] : undefined
  return (
    <section className="damage-preview" aria-label={t('combat.previewLabel')}>
      <h3 className="combat-subtitle">
        {preview.firstStrike ? t('combat.preview.firstStrike') : t('combat.preview.regular')}
      </h3>
      {nothing && <p className="combat-hint">{t('combat.preview.nothing')}</p>}
      <ul className="preview-lines">
        {hurt.map((p) => (
          <li key={p.player} data-preview-player={p.player}>
            <b>{nameOf(p.player)}</b>
            {p.damage > 0 && (
              <span className="loss"> {t('combat.preview.takes', { count: p.damage })}</span>
            )}
            {p.gained > 0 && (
              <span className="gain"> {t('combat.preview.gains', { count: p.gained })}</span>
            )}
          </li>
        ))}
        {teams.map((team) => (
          <li
            key={team.team}
            className={`team-line team-${team.team}`}
            data-preview-team={team.team}
          >
            {t('combat.preview.team', { team: team.team })}{' '}
            <span>
              {t('combat.preview.life')} {team.lifeBefore} → <b>{team.lifeAfter}</b>
            </span>
            {team.poisonAfter !== team.poisonBefore && (
              <span className="poison-line">
                {' '}
                {t('combat.preview.poison')} {team.poisonBefore} → <b>{team.poisonAfter}</b>
              </span>
            )}
          </li>
        ))}
        {preview.commanderHits.map((h) => (
          <li key={`${h.victim}:${h.commander}`}>
            {t('combat.preview.commander', { victim: nameOf(h.victim), commander: say(h.name) })}{' '}
            {h.before} → <b>{h.after}</b>/{COMMANDER_DAMAGE_TO_LOSE}
          </li>
        ))}
        {preview.permanents.map((c) => (
          <li key={c.id} className={c.dies ? 'dies' : undefined}>
            {t('combat.cardOf', { name: say(c.name), controller: nameOf(c.controller) })}
            {c.dies ? (
              <b> {t('combat.preview.dies')}</b>
            ) : (
              <>
                {c.damage > 0 && ` ${t('combat.preview.takes', { count: c.damage })}`}
                {c.loyaltyLost > 0 &&
                  ` ${t('combat.preview.losesLoyalty', { count: c.loyaltyLost })}`}
              </>
            )}
          </li>
        ))}
      </ul>
      {preview.ending && (
        <p className="combat-ending" role="status">
          {t(endingKey(preview.ending.winner !== undefined, reason !== undefined), {
            team: preview.ending.winner,
            reason: reason && t(reason),
          })}
        </p>
      )}
    </section>
  )
}
