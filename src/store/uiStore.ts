/**
 * What the screen shows, apart from the game: whose side the table is seen from, the card in
 * the preview, the open menu and dialog. Kept out of the game store so that none of it enters
 * undo history or the autosave.
 */
import { create } from 'zustand'
import type { CardId, PlayerId, TeamId, ZoneName } from '../engine'

/** Where a context menu opens, in viewport pixels, and what it acts on. */
export type MenuTarget =
  /** `sheet`: opened by a finger (a long press): the card, read in full, with its actions. */
  | { kind: 'card'; card: CardId; x: number; y: number; sheet?: boolean }
  | { kind: 'zone'; player: PlayerId; zone: ZoneName; x: number; y: number }

/** What the top-of-library dialog does with the cards it shows. */
export type LibraryTopMode = 'scry' | 'surveil' | 'look' | 'mill'

export type DialogTarget =
  | { kind: 'counter'; card: CardId }
  | { kind: 'token'; player: PlayerId }
  | { kind: 'attach'; card: CardId }
  /** Explore's keep-or-graveyard choice (701.44a), asked only when a nonland card is on top. */
  | { kind: 'explore'; card: CardId }
  /** Searching one's own library (701.23): only for the seated team. */
  | { kind: 'librarySearch'; player: PlayerId }
  /** The top of a library: scry, surveil, look at the top N, or mill N. */
  | { kind: 'libraryTop'; player: PlayerId; mode: LibraryTopMode }
  | { kind: 'newGame' }
  /** The life panel; `team` says whose life actor is "you" when it opens. */
  | { kind: 'life'; team: TeamId }
  /** The end-of-game screen (104, 810.8). */
  | { kind: 'gameOver' }
  /** "Find a card": any known card into a zone; `player` and `zone` preset it when known. */
  | { kind: 'findCard'; player?: PlayerId; zone?: ZoneName }
  | { kind: 'cardData' }

/**
 * Where the card reader stands: beside the box of the card it reads (viewport pixels), never over
 * it; or, for a finger, as a sheet. `how` says what brought it up, so the same gesture ends it
 * (the pointer leaving, the focus leaving, the key again).
 */
export interface ReaderAt {
  left: number
  top: number
  width: number
  height: number
  how: 'pointer' | 'focus' | 'key'
}

export interface ZoneViewerTarget {
  player: PlayerId
  zone: 'graveyard' | 'exile'
}

export interface UiState {
  viewingTeam: TeamId
  /** The card the reader shows, or null when it is closed. */
  previewCardId: CardId | null
  previewAt: ReaderAt | null
  menu: MenuTarget | null
  dialog: DialogTarget | null
  zoneViewer: ZoneViewerTarget | null
  /** Who loses or gains life when a team's quick life buttons are used; null = the first player. */
  lifeActor: Record<TeamId, PlayerId | null>
  /**
   * Hot-seat privacy (810.5): while set, the device is on its way to team `to` and the screen
   * shows only the curtain, no table, so no hand is rendered; `from` is the side it left.
   */
  curtain: { to: TeamId; from: TeamId } | null
  /** Step-trigger reminders marked done, kept for one turn and step only (`step`: "turn:step"). */
  dismissedReminders: { step: string; keys: string[] }
  /**
   * The side this device holds in a room on a game server (issue 24): its team, or 'spectator'
   * for the table screen. The device then shows only what the room sends it and is never
   * passed: the curtain and the pass do nothing. null: one device for both teams (hot-seat).
   */
  heldSide: TeamId | 'spectator' | null
  holdSide: (side: TeamId | 'spectator' | null) => void
  /** Turns the table to that team behind the curtain. */
  passTo: (team: TeamId) => void
  /**
   * The device may be in either team's hands (a reload, an opened game, the end of the
   * mulligans): no hand shows until that team confirms behind the curtain (810.5).
   */
  curtainFor: (team: TeamId) => void
  /** The team the device went to confirms: their side shows. */
  liftCurtain: () => void
  /** A pass by mistake: back to the side the device left. */
  cancelPass: () => void
  dismissReminder: (step: string, key: string) => void
  setPreview: (card: CardId | null, at?: ReaderAt | null) => void
  openMenu: (menu: MenuTarget) => void
  closeMenu: () => void
  openDialog: (dialog: DialogTarget) => void
  closeDialog: () => void
  openZoneViewer: (target: ZoneViewerTarget) => void
  closeZoneViewer: () => void
  setLifeActor: (team: TeamId, player: PlayerId | null) => void
}

export const useUi = create<UiState>()((set, get) => ({
  viewingTeam: 'A',
  previewCardId: null,
  previewAt: null,
  menu: null,
  dialog: null,
  zoneViewer: null,
  lifeActor: { A: null, B: null },
  curtain: null,
  dismissedReminders: { step: '', keys: [] },
  heldSide: null,
  // A spectator sees the table from team A's side, as a hot-seat table starts.
  holdSide: (side) =>
    set(
      side === null
        ? { heldSide: null, curtain: null }
        : { heldSide: side, viewingTeam: side === 'spectator' ? 'A' : side, curtain: null },
    ),
  passTo: (team) =>
    set((s) =>
      s.heldSide !== null
        ? {}
        : {
            viewingTeam: team,
            curtain: { to: team, from: s.curtain?.from ?? s.viewingTeam },
            previewCardId: null,
            previewAt: null,
            menu: null,
            dialog: null,
            zoneViewer: null,
          },
    ),
  curtainFor: (team) =>
    set((s) =>
      s.heldSide !== null
        ? {}
        : {
            viewingTeam: team,
            curtain: { to: team, from: team },
            previewCardId: null,
            previewAt: null,
          },
    ),
  liftCurtain: () => set({ curtain: null }),
  cancelPass: () => set((s) => (s.curtain ? { viewingTeam: s.curtain.from, curtain: null } : {})),
  dismissReminder: (step, key) =>
    set((s) => ({
      dismissedReminders: {
        step,
        keys: s.dismissedReminders.step === step ? [...s.dismissedReminders.keys, key] : [key],
      },
    })),
  // Unchanged, it notifies no one: focus after a resting pointer asks for the same card.
  setPreview: (card, at = null) => {
    const s = get()
    const place = card === null ? null : at
    if (s.previewCardId !== card || !sameAt(s.previewAt, place)) {
      set({ previewCardId: card, previewAt: place })
    }
  },
  openMenu: (menu) => set({ menu }),
  closeMenu: () => set({ menu: null }),
  openDialog: (dialog) => set({ dialog, menu: null }),
  closeDialog: () => set({ dialog: null }),
  openZoneViewer: (zoneViewer) => set({ zoneViewer, menu: null }),
  closeZoneViewer: () => set({ zoneViewer: null }),
  setLifeActor: (team, player) => set((s) => ({ lifeActor: { ...s.lifeActor, [team]: player } })),
}))

function sameAt(a: ReaderAt | null, b: ReaderAt | null): boolean {
  if (a === null || b === null) return a === b
  return (
    a.left === b.left &&
    a.top === b.top &&
    a.width === b.width &&
    a.height === b.height &&
    a.how === b.how
  )
}

const initialUi = useUi.getState()

/** Back to the defaults (tests, new game). */
export function resetUiStore(): void {
  useUi.setState(initialUi, true)
}
