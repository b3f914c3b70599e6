/**
 * English words of the first screen: one JSON file per namespace in this folder, and the words of
 * the deck checks and of src/shared (a game that makes no sense, a save that cannot be read),
 * which live with their code (they must say English on their own, on the server too).
 * What only the table and the showcase say is in later.ts.
 */
import { catalogsFromFiles, type Catalogs } from '../../catalogs'
import deck from '../../../deck/messages.en.json'
import sanity from '../../../shared/english/sanity.json'
import saves from '../../../shared/english/saves.json'

const files = import.meta.glob<Record<string, string>>('./*.json', {
  eager: true,
  import: 'default',
})

export const catalogs: Catalogs = { ...catalogsFromFiles(files), deck, sanity, saves }
