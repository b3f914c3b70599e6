/**
 * English words only the table and the showcase say, loaded with them (off the first screen). The
 * engine's words live with the engine (it must say English on its own: its English is part of the public surface).
 */
import { catalogsFromFiles, type Catalogs } from '../../catalogs'
import engine from '../../../engine/messages/en.json'

const files = import.meta.glob<Record<string, string>>('./later/*.json', {
  eager: true,
  import: 'default',
})

export const catalogs: Catalogs = { ...catalogsFromFiles(files), engine }
