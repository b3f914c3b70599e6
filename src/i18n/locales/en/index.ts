/**
 * English. The engine's and the deck checks' words live with their code (they must say English
 * on their own: CONTRACT.md), every other namespace is a JSON file in this folder.
 */
import { catalogsFromFiles, type Catalogs } from '../../catalogs'
import engine from '../../../engine/messages/en.json'
import deck from '../../../deck/messages.en.json'

const files = import.meta.glob<Record<string, string>>('./*.json', {
  eager: true,
  import: 'default',
})

export const catalogs: Catalogs = { ...catalogsFromFiles(files), engine, deck }
