import { useEffect, useState } from 'react'
import { loadEditDistance, type EditDistance } from '../../cards/fuzzy'

/** The edit-distance library, loaded the first time `wanted` is true; null until it is in. */
export function useEditDistance(wanted: boolean): EditDistance | null {
  const [distance, setDistance] = useState<EditDistance | null>(null)
  useEffect(() => {
    if (!wanted || distance) return
    let live = true
    loadEditDistance().then(
      // A function in state must be wrapped, or React calls it as an updater.
      (loaded) => live && setDistance(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, distance])
  return distance
}
