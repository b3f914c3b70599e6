/**
 * What the screen shows, apart from the game: whose side the table is seen from, the card in
 * the preview, the open menu and dialog. Kept out of the game store so that none of it enters
 * undo history or the autosave.
 */
import { create } from 'zustand'
import type { CardId, PlayerId, TeamId, ZoneName } from '../engine'

/** Where a context menu opens, in viewport pixels, and what it acts on. */
export type MenuTarget =
  | { kind: 'card'; card: CardId; x: number; y: number }
  | { kind: 'zone'; player: PlayerId; zone: ZoneName; x: number; y: number }

export type DialogTarget =
  | { kind: 'counter'; card: CardId }
  | { kind: 'token'; player: PlayerId }
  | { kind: 'attach'; card: CardId }
  | { kind: 'newGame' }

export interface ZoneViewerTarget {
  player: PlayerId
  zone: 'graveyard' | 'exile'
}

export interface UiState {
  viewingTeam: TeamId
  previewCardId: CardId | null
  menu: MenuTarget | null
  dialog: DialogTarget | null
  zoneViewer: ZoneViewerTarget | null
  /** Who loses or gains life when a team's quick life buttons are used; null = the first player. */
  lifeActor: Record<TeamId, PlayerId | null>
  passTo: (team: TeamId) => void
  setPreview: (card: CardId | null) => void
  openMenu: (menu: MenuTarget) => void
  closeMenu: () => void
  openDialog: (dialog: DialogTarget) => void
  closeDialog: () => void
  openZoneViewer: (target: ZoneViewerTarget) => void
  closeZoneViewer: () => void
  setLifeActor: (team: TeamId, player: PlayerId | null) => void
}

export const useUi = create<UiState>()((set) => ({
  viewingTeam: 'A',
  previewCardId: null,
  menu: null,
  dialog: null,
  zoneViewer: null,
  lifeActor: { A: null, B: null },
  // TODO(#5): put up the privacy curtain until the next team confirms.
  passTo: (team) => set({ viewingTeam: team, menu: null, dialog: null, zoneViewer: null }),
  setPreview: (card) => set({ previewCardId: card }),
  openMenu: (menu) => set({ menu }),
  closeMenu: () => set({ menu: null }),
  openDialog: (dialog) => set({ dialog, menu: null }),
  closeDialog: () => set({ dialog: null }),
  openZoneViewer: (zoneViewer) => set({ zoneViewer, menu: null }),
  closeZoneViewer: () => set({ zoneViewer: null }),
  setLifeActor: (team, player) => set((s) => ({ lifeActor: { ...s.lifeActor, [team]: player } })),
}))

const initialUi = useUi.getState()

/** Back to the defaults (tests, new game). */
export function resetUiStore(): void {
  useUi.setState(initialUi, true)
}
