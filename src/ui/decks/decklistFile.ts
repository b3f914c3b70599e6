/**
 * A decklist file's content → decklist text the parser reads. Text exports (.txt, .dec, Arena,
 * Moxfield, Archidekt) pass through; MTGO's XML .dek and spreadsheet .csv exports are rewritten
 * as 'Commander' and 'Deck' sections of '1 Card Name' lines.
 */
import { formatMessage, type Message } from '../../engine/core'
import english from '../../i18n/locales/en/decks.json'

interface FileCard {
  count: number
  name: string
  commander: boolean
}

export const DECKLIST_FILE_TYPES = '.txt,.dek,.dec,.csv,text/plain,text/csv'

export function decklistFromFile(fileName: string, content: string): string {
  const text = content.replace(/^\uFEFF/, '')
  if (/^\s*<\?xml|<Deck[\s>]/i.test(text)) return linesOf(readDek(text)) ?? text
  if (/\.csv$/i.test(fileName)) return linesOf(readCsv(text)) ?? text
  return text
}

/** 'Omnath Ramp.dek' → 'Omnath Ramp' */
export function deckNameFromFile(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]{1,4}$/i, '').trim()
}

function linesOf(cards: FileCard[]): string | null {
  if (cards.length === 0) return null
  const line = (card: FileCard): string => `${card.count} ${card.name}`
  const commanders = cards.filter((card) => card.commander).map(line)
  const rest = cards.filter((card) => !card.commander).map(line)
  const sections = [
    ...(commanders.length > 0 ? [['Commander', ...commanders].join('\n')] : []),
    ['Deck', ...rest].join('\n'),
  ]
  return `${sections.join('\n\n')}\n`
}

/**
 * MTGO: <Cards Quantity="1" Sideboard="false" Name="Sol Ring" />. MTGO files a Commander deck's
 * commander in the sideboard, and Commander has no other sideboard (903.5e), so it is the commander.
 */
function readDek(xml: string): FileCard[] {
  const cards: FileCard[] = []
  // [^<>]: a tag never spans another '<', so '<Cards<Cards…' with no '>' is one pass (issue 9).
  for (const [tag] of xml.matchAll(/<Cards\b[^<>]*>/gi)) {
    const name = attribute(tag, 'Name')
    const count = Number(attribute(tag, 'Quantity') ?? '1')
    if (!name || !Number.isInteger(count) || count < 1) continue
    cards.push({ count, name, commander: attribute(tag, 'Sideboard') === 'true' })
  }
  return cards
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return value === undefined ? undefined : decodeXml(value)
}

function decodeXml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const COUNT_COLUMNS = ['count', 'quantity', 'qty', 'amount']
const NAME_COLUMNS = ['name', 'card name', 'card']
const SECTION_COLUMNS = ['board', 'section', 'category', 'categories']

/** Moxfield, Archidekt and Deckbox spreadsheets: a header row, then one card per row. */
function readCsv(csv: string): FileCard[] {
  const [header, ...rows] = csv.split(/\r\n|\r|\n/).filter((row) => row.trim() !== '')
  if (!header) return []
  const columns = splitCsvRow(header).map((column) => column.trim().toLowerCase())
  const nameAt = columns.findIndex((column) => NAME_COLUMNS.includes(column))
  if (nameAt < 0) return []
  const countAt = columns.findIndex((column) => COUNT_COLUMNS.includes(column))
  const sectionAt = columns.findIndex((column) => SECTION_COLUMNS.includes(column))
  const cards: FileCard[] = []
  for (const row of rows) {
    const cells = splitCsvRow(row)
    const name = cells[nameAt]?.trim() ?? ''
    const count = countAt < 0 ? 1 : Number(cells[countAt]?.trim() ?? '1')
    const section = (sectionAt < 0 ? '' : (cells[sectionAt] ?? '')).toLowerCase()
    if (name === '' || !Number.isInteger(count) || count < 1) continue
    if (/sideboard|maybe|considering|tokens/.test(section)) continue
    cards.push({ count, name, commander: /commander/.test(section) })
  }
  return cards
}

/** RFC 4180 cells: quoted cells may hold commas, and "" inside quotes is one quote. */
function splitCsvRow(row: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let at = 0; at < row.length; at += 1) {
    const char = row[at]
    if (quoted) {
      if (char === '"' && row[at + 1] === '"') {
        cell += '"'
        at += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells
}

/** A decklist is a few kilobytes; anything this big is the wrong file. */
const MAX_FILE_BYTES = 1_000_000

/** A file that is no decklist: English words, and `detail` for the interface to say ('decks'). */
export class DecklistFileError extends Error {
  override name = 'DecklistFileError'
  readonly detail: Message
  constructor(key: string, file: File) {
    const detail: Message = { key, ns: 'decks', params: { file: file.name } }
    super(formatMessage(english, detail))
    this.detail = detail
  }
}

/** Reads a picked or dropped file; throws a DecklistFileError whose words can be shown. */
export async function readDecklistFile(file: File): Promise<{ name: string; text: string }> {
  if (file.size > MAX_FILE_BYTES) throw new DecklistFileError('file.tooLarge', file)
  let content: string
  try {
    content = await file.text()
  } catch {
    throw new DecklistFileError('file.unreadable', file)
  }
  if (content.includes('\u0000')) throw new DecklistFileError('file.notText', file)
  return { name: deckNameFromFile(file.name), text: decklistFromFile(file.name, content) }
}
