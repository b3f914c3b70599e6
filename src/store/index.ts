/** The store's public surface for the UI. */
export { useGame, resetGameStore, type GameStore } from './gameStore'
export type { ActionOutcome } from './gameSlice'
export { useUi, resetUiStore } from './uiStore'
export type { UiState, MenuTarget, DialogTarget, ZoneViewerTarget } from './uiStore'
export type { Notice } from './types'
export { reasonOf, StoreError } from './words'
export { HISTORY_LIMIT } from './history'
export { flushAutosave } from './autosave'
export { loadRules } from './engineLoader'
export {
  AUTOSAVE_KEY,
  REJECTED_KEY,
  HEAD_KEY,
  SET_ASIDE_KEY,
  SAVED_HISTORY,
  SAVE_VERSION,
  checkSave,
  readSave,
  saveProblem,
  toSaveFile,
  writeSave,
  type SaveFile,
  type SaveHeader,
} from './persistence'
