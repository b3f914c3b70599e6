import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { card, teamOf } from '../../engine'
import { useGame, useUi, type MenuTarget } from '../../store'
import { cardLabel } from '../card/cardLabel'
import { focusCard } from '../focusCard'
import { teamCanSee } from '../visibility'
import { CardSheet } from '../reader/CardSheet'
import { MenuPopup } from './MenuPopup'
import { cardMenu, zoneMenu, type MenuItem, type MenuModel } from './menuModel'

/** Builds the menu for its target from the current game, and runs the chosen item. */
export function OpenContextMenu({ target }: { target: MenuTarget }) {
  const game = useGame((s) => s.game)
  const team = useUi((s) => s.viewingTeam)
  const close = useCallback(() => useUi.getState().closeMenu(), [])
  const { t } = useTranslation('card')

  const model = useMemo((): MenuModel | null => {
    if (!game) return null
    if (target.kind === 'zone') {
      const name = game.players[target.player]?.name ?? target.player
      const seated = teamOf(game, target.player) === team
      return zoneMenu(game, target.player, target.zone, name, seated)
    }
    if (!game.cards[target.card]) return null
    const view = card(game, target.card)
    // Hidden cards get no menu; a face-down permanent still can be handled by anyone.
    if (!view.faceDown && !teamCanSee(game, team, target.card)) return null
    return cardMenu(game, view, cardLabel(view, t))
  }, [game, team, target, t])

  if (!model) return null

  const run = (item: MenuItem) => {
    const ui = useUi.getState()
    const { command } = item
    close()
    if (command.kind === 'dialog') ui.openDialog(command.dialog)
    else if (command.kind === 'viewer') ui.openZoneViewer(command.target)
    else if (command.kind === 'dispatchAndPass') {
      if (useGame.getState().dispatch(command.action)) ui.passTo(command.to)
    } else if (useGame.getState().dispatch(command.action) && target.kind === 'card') {
      focusCard(target.card)
    }
  }

  if (target.kind === 'card' && target.sheet) {
    return (
      <CardSheet id={target.card} onClose={close}>
        <MenuPopup model={model} x={0} y={0} onRun={run} onClose={close} inline />
      </CardSheet>
    )
  }
  return <MenuPopup model={model} x={target.x} y={target.y} onRun={run} onClose={close} />
}
