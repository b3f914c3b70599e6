/**
 * English words of the first screen: one JSON file per namespace in this folder, and the deck
 * checks' words, which live with their code (they must say English on their own: their English is part of the public surface).
 * What only the table and the showcase say is in later.ts.
 */
import { catalogsFromFiles, type Catalogs } from '../../catalogs'
import deck from '../../../deck/messages.en.json'
import sanity from '../../../shared/english/sanity.json'

const files = import.meta.glob<Record<string, string>>('./*.json', {
  eager: true,
  import: 'default',
})

export const catalogs: Catalogs = { ...catalogsFromFiles(files), deck, sanity }
