/** Spanish: one JSON file per namespace, loaded only when the players pick this language. */
import { catalogsFromFiles } from '../../catalogs'

const files = import.meta.glob<Record<string, string>>('./*.json', {
  eager: true,
  import: 'default',
})

export const catalogs = catalogsFromFiles(files)
