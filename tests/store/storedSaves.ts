/** What the store wrote, read back as the app reads it: saves are packed (savePacking.ts). */
import { get } from 'idb-keyval'
import { AUTOSAVE_KEY, listKeptAside, type SaveFile } from '../../src/store'
import { checkSave } from '../../src/shared/save/saveCheck'

function unpacked(raw: unknown): SaveFile {
  const checked = checkSave(raw)
  if (checked.kind !== 'ok') throw new Error(`the stored save does not load: ${checked.reason}`)
  return checked.save
}

/** The autosave slot, unpacked; undefined when empty. */
export async function storedSave(): Promise<SaveFile | undefined> {
  const raw: unknown = await get(AUTOSAVE_KEY)
  return raw === undefined ? undefined : unpacked(raw)
}

/** The save kept aside most recently, as it was stored. */
export async function lastKeptRaw(): Promise<unknown> {
  const [newest] = await listKeptAside()
  return newest?.save
}

/** The save kept aside most recently, unpacked. */
export async function lastKept(): Promise<SaveFile> {
  return unpacked(await lastKeptRaw())
}
