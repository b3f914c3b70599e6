/**
 * The two ways out of a two-tab conflict (tabs.ts), as the reliability notice offers them.
 * Nothing is lost either way: the game that gives way is kept aside (keptAside.ts).
 */
import { flushAutosave } from './autosave'
import { useGame } from './gameStore'
import { EMPTY_HISTORY } from '../shared/history'
import { loadRules } from './engineLoader'
import {
  autosaveFailedNotice,
  rulesUnavailableNotice,
  saveRejectedNotice,
  saveSalvagedNotice,
} from './notices'
import { keepAside } from './keptAside'
import { toSaveFile, type SaveFile } from '../shared/save/saveFile'
import { packSave } from '../shared/save/savePacking'
import { readSaveForThisTab, thisTab, useTabs } from './tabs'
import { seated } from './seatedView'
import { useUi } from './uiStore'

function thisTabsSave(): SaveFile | null {
  const { fullGame, past, future } = useGame.getState()
  return fullGame ? toSaveFile(fullGame, past, future) : null
}

function failed(error: unknown): void {
  useGame.getState().showNotice(autosaveFailedNotice(error))
}

/** Replaces this tab's game with the saved one; this tab's game is kept aside. */
export async function loadOtherTabGame(): Promise<void> {
  try {
    await flushAutosave()
    const mine = thisTabsSave()
    if (mine) await keepAside(packSave(mine), 'otherTab')
    const result = await readSaveForThisTab()
    useTabs.setState({ conflict: null })
    if (result.kind === 'ok') {
      // The table's view of the game comes with the rules (seatedView.ts).
      try {
        await loadRules()
      } catch (error) {
        useGame.getState().showNotice(rulesUnavailableNotice(error, true))
        return
      }
      const { game, past, future } = result.save
      // As after a reload: no hand shows until the team whose turn it is confirms (810.5).
      const team = game.turn.activeTeam
      useUi.getState().curtainFor(team)
      useGame.setState({ ...seated(game), past, future, notice: null })
      if (result.salvaged) useGame.getState().showNotice(saveSalvagedNotice(result.salvaged))
    } else {
      useGame.setState({ ...seated(null), ...EMPTY_HISTORY, notice: null })
      if (result.kind === 'rejected') {
        useGame.getState().showNotice(saveRejectedNotice(result.detail ?? result.reason))
      }
    }
  } catch (error) {
    failed(error)
  }
}

/** Writes this tab's game over the other tab's, which is kept aside; the other tabs are told. */
export async function keepThisTabGame(): Promise<void> {
  if (!useTabs.getState().conflict) return
  try {
    await flushAutosave()
    // Read after the flush: the other tab may have written again meanwhile.
    const over = useTabs.getState().conflict
    if (!over) return
    const outcome = await thisTab().write(thisTabsSave(), over)
    if (outcome.kind === 'written') useTabs.setState({ conflict: null })
  } catch (error) {
    failed(error)
  }
}
