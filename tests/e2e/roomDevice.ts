/**
 * A device of a multi-device browser test (issue 24): its own browser context and page, and
 * every WebSocket frame the room sends it, decoded. Colyseus's room data frame is one protocol
 * byte (13), then the message type and its msgpack payload.
 */
import { expect, type Browser, type Page } from '@playwright/test'
import { unpackMultiple } from 'msgpackr'
import { applyViewPatch, type PatchOp } from '../../src/shared/protocol/viewPatch'

export interface ViewCard {
  data: { name?: string }
}
export interface View {
  cards: Record<string, ViewCard>
  players: Record<string, { team: string; zones: Record<string, string[]> }>
}

export interface RoomMessage {
  type: string
  message: unknown
  /** The frame as it came over the wire, for a search of its raw bytes. */
  frame: Buffer
}

export interface Device {
  name: string
  page: Page
  /** Every frame received, in order (the room's and Colyseus's own). */
  frames: Buffer[]
  /** Every room message type this device sent (its requests). */
  sent: string[]
  messages: () => RoomMessage[]
  views: () => View[]
}

const ROOM_DATA = 13

function decode(frame: Buffer): { type: string; message: unknown } | null {
  if (frame[0] !== ROOM_DATA) return null
  try {
    const [type, message] = unpackMultiple(frame.subarray(1)) as [unknown, unknown]
    return { type: String(type), message }
  } catch {
    return null
  }
}

export async function newDevice(browser: Browser, name: string): Promise<Device> {
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  const frames: Buffer[] = []
  const sent: string[] = []
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      frames.push(typeof payload === 'string' ? Buffer.from(payload) : payload)
    })
    ws.on('framesent', ({ payload }) => {
      const decoded = decode(typeof payload === 'string' ? Buffer.from(payload) : payload)
      if (decoded) sent.push(decoded.type)
    })
  })
  const messages = () =>
    frames.flatMap((frame) => {
      const decoded = decode(frame)
      return decoded ? [{ ...decoded, frame }] : []
    })
  // Every view the device held: each whole `view`, and each `viewPatch` applied to the view it
  // names (the app joins with patches on, so after the first most moves come as patches).
  const views = () => {
    const held: View[] = []
    let current: { rev: number; game: View } | null = null
    for (const { type, message } of messages()) {
      const m = message as { game?: View; rev?: number; base?: number; ops?: PatchOp[] } | null
      if (type === 'view' && m?.game) current = { rev: m.rev ?? 0, game: m.game }
      else if (type === 'viewPatch' && current && m?.ops && m.base === current.rev)
        current = { rev: m.rev ?? 0, game: applyViewPatch(current.game, m.ops) }
      else continue
      held.push(current.game)
    }
    return held
  }
  return { name, page, frames, sent, messages, views }
}

/** The names of the cards a view shows with their faces (hidden cards have none). */
export function namesShown(view: View): Set<string> {
  return new Set(
    Object.values(view.cards)
      .map((c) => c.data.name)
      .filter((n): n is string => !!n),
  )
}

/** The whole game as an exported save file holds it (every card, every zone). */
export interface FullState {
  outcome: { over: boolean; winner?: string }
  cards: Record<string, { data: { name: string; keywords?: string[] } }>
  players: Record<string, { team: string; zones: Record<string, string[]> }>
}

/**
 * The names of every card that was ever, in any state of the game, in a library or in a hand
 * `team` may not see (the other team's; every hand for the table screen).
 */
export function secretNames(states: FullState[], team: string | null): Set<string> {
  const names = new Set<string>()
  // A name that is also a keyword ("Explore", the sorcery and Jadelight Ranger's keyword) can't be
  // told apart in a frame's bytes from a seen card's keywords, so it is not searched for.
  const keywords = new Set(
    states.flatMap((s) => Object.values(s.cards).flatMap((c) => c.data.keywords ?? [])),
  )
  for (const s of states)
    for (const p of Object.values(s.players)) {
      const ids = [
        ...(p.zones['library'] ?? []),
        ...(p.team === team ? [] : (p.zones['hand'] ?? [])),
      ]
      for (const id of ids) {
        const name = s.cards[id]?.data.name
        if (name && !keywords.has(name)) names.add(name)
      }
    }
  return names
}

/** Team A's device creates a room with both A seats, mulligans skipped; gives the join link. */
export async function createRoomForTeamA(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/`)
  await page.getByRole('radio', { name: /Play across devices/ }).check()
  await page.getByText('Advanced').click()
  await page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  const create = page.getByRole('group', { name: 'Create a room' })
  await create.getByRole('checkbox', { name: /\(A1\)/ }).check()
  await create.getByRole('checkbox', { name: /\(A2\)/ }).check()
  await create.getByRole('button', { name: 'Create room' }).click()
  const codeDialog = page.getByRole('dialog', { name: /^Room / })
  const link = (await codeDialog.getByRole('link').getAttribute('href')) ?? ''
  await codeDialog.getByRole('button', { name: 'Go to the table' }).click()
  return link
}

/** Team B's device opens the join link and takes both B seats. */
export async function joinAsTeamB(page: Page, link: string): Promise<void> {
  await page.goto(link)
  const seats = page.getByRole('group', { name: /^Seats in room / })
  await seats.getByRole('checkbox', { name: /\(B1\)/ }).check()
  await seats.getByRole('checkbox', { name: /\(B2\)/ }).check()
  await page.getByRole('button', { name: 'Join room' }).click()
  await expect(page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
}
