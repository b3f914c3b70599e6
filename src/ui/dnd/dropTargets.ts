import { create } from 'zustand'

/**
 * The zones a card can be dropped on, by zone id. Zones live in the table's React tree, which is
 * not inside dnd-kit's context: dnd-kit re-renders its context on every pointer move of a drag,
 * and React then searched the whole table (thousands of fibers) for readers of that context on
 * each move (issue 10). A zone registers its element here; DropTargets, inside the context, makes
 * each one a droppable.
 */
export interface DropTarget {
  node: HTMLElement
  /** Drawn upside down (the other team's side of the table): drops land mirrored. */
  flipped: boolean
}

interface Registry {
  targets: ReadonlyMap<string, DropTarget>
}

export const useDropTargets = create<Registry>(() => ({ targets: new Map() }))

/** Registers the zone `id`'s element (null: the zone is gone). */
export function registerDropTarget(id: string, target: DropTarget | null): void {
  const { targets } = useDropTargets.getState()
  const was = targets.get(id)
  const unchanged = target
    ? was?.node === target.node && was.flipped === target.flipped
    : was === undefined
  if (unchanged) return
  const next = new Map(targets)
  if (target) next.set(id, target)
  else next.delete(id)
  useDropTargets.setState({ targets: next })
}
