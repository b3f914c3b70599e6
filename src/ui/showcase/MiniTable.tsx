import { useTranslation } from 'react-i18next'
import { players, zone, type CardId, type GameState } from '../../engine'
import type { ShowcaseZone } from '../../scenarios/showcase'
import { ShowcaseCard } from './ShowcaseCard'

interface MiniTableProps {
  game: GameState
  zones: ShowcaseZone[]
  onPreview: (id: CardId) => void
}

/**
 * The step's little table: A1's battlefield (and any other player's that has cards), an Aura
 * tucked behind what it enchants, then the A1 zones the step is about.
 */
export function MiniTable({ game, zones, onPreview }: MiniTableProps) {
  const { t } = useTranslation('showcase')
  const sides = players(game).filter((p) => p === 'A1' || zone(game, p, 'battlefield').length > 0)
  const cardsOf = (ids: CardId[]) =>
    ids.map((id) => <ShowcaseCard key={id} game={game} id={id} onPreview={onPreview} />)
  return (
    <div className="mini-table">
      {sides.map((p) => {
        const permanents = zone(game, p, 'battlefield')
        const hosts = permanents.filter((id) => !permanents.includes(attachedTo(game, id)))
        const label = t('showcase.battlefield', { player: game.players[p]?.name ?? p })
        return (
          <section key={p} className="mini-zone mini-battlefield" aria-label={label}>
            <h3>{label}</h3>
            <div className="mini-row">
              {hosts.map((host) => (
                <div key={host} className="mini-group">
                  {cardsOf(permanents.filter((id) => attachedTo(game, id) === host))}
                  {cardsOf([host])}
                </div>
              ))}
            </div>
          </section>
        )
      })}
      {zones.length > 0 && (
        <div className="mini-zones">
          {zones.map((z) => {
            const ids = zone(game, 'A1', z)
            return (
              <section key={z} className="mini-zone" aria-label={t(`showcase.${z}`)}>
                <h3>{t(`showcase.${z}`)}</h3>
                <div className="mini-row">
                  {ids.length > 0 ? (
                    cardsOf(ids)
                  ) : (
                    <p className="mini-empty">{t('showcase.empty')}</p>
                  )}
                </div>
              </section>
            )
          })}
        </div>
      )}
    </div>
  )
}

function attachedTo(game: GameState, id: CardId): CardId {
  return game.cards[id]?.attachedTo ?? ''
}
