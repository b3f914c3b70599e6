/** Brazilian Portuguese words only the table and the showcase say, loaded with them (off the first screen). */
import { catalogsFromFiles } from '../../catalogs'

const files = import.meta.glob<Record<string, string>>('./later/*.json', {
  eager: true,
  import: 'default',
})

export const catalogs = catalogsFromFiles(files)
