/** The store's public surface for the UI. */
export { useGame, resetGameStore, type GameStore } from './gameStore'
export { useUi, resetUiStore } from './uiStore'
export type { UiState, MenuTarget, DialogTarget, ZoneViewerTarget } from './uiStore'
export type { Notice } from './types'
export { HISTORY_LIMIT } from './history'
export { flushAutosave } from './autosave'
export {
  AUTOSAVE_KEY,
  REJECTED_KEY,
  SAVED_HISTORY,
  readSave,
  saveProblem,
  toSaveFile,
  writeSave,
  type SaveFile,
} from './persistence'
