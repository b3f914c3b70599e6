import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { battlefield, card, type CardId } from '../../engine'
import { useGame, useUi } from '../../store'
import { actorOf } from '../actor'
import { cardLabel } from '../card/cardLabel'
import { Dialog } from '../common/Dialog'
import { teamCanSee } from '../visibility'

/** Attach an Aura or Equipment to another permanent (301.5, 303.4). */
export function AttachDialog({ id, onClose }: { id: CardId; onClose: () => void }) {
  const game = useGame((s) => s.game)
  const team = useUi((s) => s.viewingTeam)
  const { t } = useTranslation('menu')
  const hosts = useMemo(() => {
    if (!game) return []
    return battlefield(game)
      .filter((other) => other !== id)
      .map((other) => {
        const view = card(game, other)
        const shown =
          view.faceDown || teamCanSee(game, team, other)
            ? cardLabel(view, t)
            : t('menu.attach.hidden')
        const owner = game.players[view.controller]?.name ?? view.controller
        return { id: other, text: `${shown} (${owner})` }
      })
  }, [game, id, team, t])
  const [host, setHost] = useState<CardId | ''>('')
  if (!game?.cards[id]) return null
  const view = card(game, id)
  const attach = () => {
    if (host === '') return
    const done = useGame
      .getState()
      .dispatch({ type: 'card/attach', player: actorOf(view), card: id, to: host })
    if (done) onClose()
  }
  return (
    <Dialog
      title={t('menu.attach.title', { card: cardLabel(view, t) })}
      onClose={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('menu.cancel')}
          </button>
          <button type="button" className="primary" disabled={host === ''} onClick={attach}>
            {t('menu.attach.attach')}
          </button>
        </>
      }
    >
      <label className="field">
        <span>{t('menu.attach.to')}</span>
        <select
          size={10}
          value={host}
          onChange={(e) => setHost(e.target.value)}
          onDoubleClick={attach}
        >
          {hosts.map((h) => (
            <option key={h.id} value={h.id}>
              {h.text}
            </option>
          ))}
        </select>
      </label>
    </Dialog>
  )
}
