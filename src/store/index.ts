/** The store's public surface for the UI. */
export { useGame, resetGameStore, type GameStore } from './gameStore'
export { useCardInstance } from './cardInstances'
export type { ActionOutcome, RemoteView } from './gameSlice'
export {
  selectCanRedo,
  selectCanUndo,
  selectSeatsHere,
  type GameSession,
  type PerformOptions,
  type RoomMove,
  type RoomNote,
  type RoomState,
  type StepWords,
  type UndoAsk,
} from './session'
export { useUi, resetUiStore } from './uiStore'
export type {
  UiState,
  MenuTarget,
  DialogTarget,
  LibraryTopMode,
  ReaderAt,
  ZoneViewerTarget,
} from './uiStore'
export type { Notice } from './types'
export { nextStepMessage, stepLines } from '../shared/historyNotes'
export type { HistoryNote } from './historyNoteSlice'
export { roomLogNotes, roomNoteMessage, seatNames, stepMessage, teamName } from './roomNotes'
export { reasonOf, StoreError } from './words'
export { HISTORY_LIMIT } from '../shared/history'
export { flushAutosave } from './autosave'
export {
  KEPT_ASIDE_KEY,
  KEPT_ASIDE_SLOTS,
  forgetKept,
  keepAside,
  listKeptAside,
  type KeptGame,
  type KeptReason,
} from './keptAside'
export { loadRules } from './engineLoader'
export { peopleSide } from './gameStore'
export {
  DEFAULT_PACE,
  resetBotRunner,
  runBotsNow,
  startBotRunner,
  useBots,
  type BotRunnerState,
  type BotStatus,
} from './botRunner'
export { AUTOSAVE_KEY, HEAD_KEY, readSave, writeSave } from './persistence'
export { SAVED_HISTORY, toSaveFile, type SaveFile, type SaveHeader } from '../shared/save/saveFile'
export { SAVE_VERSION } from '../shared/save/saveVersion'
