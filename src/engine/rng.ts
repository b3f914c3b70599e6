import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'

/** The generator's state for a seed; kept in GameState so every shuffle is replayable. */
export function seedState(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()]
}

/** Fisher–Yates with the seeded generator. Returns the shuffled copy and the next state. */
export function shuffled<T>(
  items: readonly T[],
  state: readonly number[],
): { items: T[]; rng: number[] } {
  const rng = xoroshiro128plusFromState(state)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return { items: out, rng: [...rng.getState()] }
}
