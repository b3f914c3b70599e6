/** Turns a locale folder's JSON files (one per namespace) into i18next resources. */
export type Catalogs = Record<string, Record<string, string>>

/** `./setup.json` → namespace `setup`. */
export function catalogsFromFiles(files: Record<string, Record<string, string>>): Catalogs {
  const catalogs: Catalogs = {}
  for (const [path, catalog] of Object.entries(files)) {
    const ns = /([^/]+)\.json$/.exec(path)?.[1]
    if (ns) catalogs[ns] = catalog
  }
  return catalogs
}
