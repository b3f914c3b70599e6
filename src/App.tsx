import { lazy, Suspense, useEffect, useState } from 'react'
import { loadTableWords } from './i18n/i18n'
import { readHeldSeat, roomCodeFromSearch } from './remote/seatToken'
import { scenarioFromSearch, scenarioName, withoutScenario } from './scenarios'
import { useScenarioOffer } from './scenarios/scenarioOffer'
import { loadRules, reasonOf, useGame } from './store'
import { useCrashMark } from './store/crashMark'
import { savedGameHinted } from './store/savedGameHint'
import { readSaveEarly } from './store/tabs'
import { ErrorBoundary } from './ui/ErrorBoundary'
import { SetupScreen } from './ui/setup/SetupScreen'
import { Splash } from './ui/Splash'
import type { Table as TableComponent } from './ui/table/Table'

// Only after the table broke on a game: loaded then, not on every first screen.
const CrashRecovery = lazy(() =>
  import('./ui/safety/CrashRecovery').then((m) => ({ default: m.CrashRecovery })),
)
import { useShowcaseRoute } from './ui/showcase/showcaseRoute'

// Only in a room on a game server (issue 24): its code, the seats held, the other team's asks.
const RoomLayer = lazy(() =>
  import('./remote/ui/RoomLayer').then((m) => ({ default: m.RoomLayer })),
)

/**
 * A tab that held seats in a room before a reload joins them again with its seat token; should
 * the room no longer take it, the tab starts as it would have without a room.
 */
function rejoinHeldSeat(otherwise: () => void): boolean {
  const held = readHeldSeat()
  if (!held) return false
  import('./remote/connect')
    .then((m) => m.rejoin(held))
    .then(
      (joined) => (joined ? useGame.getState().skipRestore() : otherwise()),
      () => otherwise(),
    )
  return true
}

const ScenarioOfferDialog = lazy(() =>
  import('./ui/safety/ScenarioOfferDialog').then((m) => ({ default: m.ScenarioOfferDialog })),
)
const Showcase = lazy(() =>
  Promise.all([import('./ui/showcase/Showcase'), loadTableWords()]).then(([m]) => ({
    default: m.Showcase,
  })),
)
/**
 * The table and all it alone needs (drag and drop, dialogs, combat, their styles, their words) is
 * a chunk of its own, so the setup screen comes up without it (issue 10: first screen ≤ 120 KB).
 */
type TableView = typeof TableComponent
let loadedTable: TableView | null = null
let tableLoad: Promise<TableView> | null = null
const loadTable = () =>
  (tableLoad ??= Promise.all([import('./ui/table/Table'), loadTableWords()]).then(
    ([m]) => (loadedTable = m.Table),
    (error: unknown) => {
      tableLoad = null // the crash screen's "Try again" fetches it again
      throw error
    },
  ))

// A reload of a saved game fetches the table and the rules and reads the save now, while the
// words load, not after the first render (issue 21: board ready). Not when the page will not
// restore its save (a crash on it, a room to join), nor without a saved game: then the setup
// screen comes first.
if (
  savedGameHinted() &&
  !useCrashMark.getState().mark &&
  !readHeldSeat() &&
  roomCodeFromSearch(window.location.search) === null
) {
  import('./ui/table/Table').catch(() => undefined)
  loadRules().catch(() => undefined)
  readSaveEarly()
}

/**
 * A thenable that calls back at once, so React.lazy resolves without suspending. Typed as a
 * Promise for lazy()'s signature; lazy only ever calls `then`.
 */
function settled<T>(value: T): Promise<T> {
  const now: PromiseLike<T> = {
    then: <A = T, B = never>(done?: ((value: T) => A | PromiseLike<A>) | null) =>
      (done ? settled(done(value)) : settled(value)) as PromiseLike<A | B>,
  }
  return now as Promise<T>
}

/**
 * The app renders the table once its chunk is in (the splash stays up until then), and the lazy
 * component then resolves at once: had it suspended, React would hold the board back until 300 ms
 * after its fallback showed (its throttle for revealing suspended content), ≈ 250 ms of a reload.
 */
const Table = lazy(() =>
  loadedTable ? settled({ default: loadedTable }) : loadTable().then((view) => ({ default: view })),
)

/** Whether the table's chunk is in; a failed load also ends the wait (the lazy table throws). */
function useTableLoaded(): boolean {
  const [loaded, setLoaded] = useState(loadedTable !== null)
  useEffect(() => {
    if (loaded) return
    let live = true
    const done = () => live && setLoaded(true)
    loadTable().then(done, done)
    return () => {
      live = false
    }
  }, [loaded])
  return loaded
}

/** Starts from a scenario link, else from the autosave, else from the setup screen. */
export function App() {
  const ready = useGame((s) => s.restoreStatus === 'done')
  const playing = useGame((s) => s.game !== null)
  const showcase = useShowcaseRoute((s) => s.open)
  const tableLoaded = useTableLoaded()

  useEffect(() => {
    // The table is fetched (useTableLoaded) while the save or the scenario loads, not after: a
    // reload shows the board as soon as both are in, and "Start game" finds the table there.
    const store = useGame.getState()
    // The table broke on the saved game last time: it is not loaded again (CrashRecovery).
    if (useCrashMark.getState().mark) {
      store.skipRestore()
      return
    }
    // A join link opens the setup screen on joining that room; the page's own game stays saved.
    const joining = roomCodeFromSearch(window.location.search) !== null
    if (rejoinHeldSeat(() => (joining ? store.skipRestore() : void store.restore()))) return
    if (joining) {
      store.skipRestore()
      return
    }
    const scenario = scenarioFromSearch(window.location.search)
    const name = scenarioName(window.location.search)
    if (!scenario || name === null) {
      void store.restore()
      return
    }
    window.history.replaceState(window.history.state, '', withoutScenario(window.location.href))
    // A game in progress is never replaced without asking (issue 27): it comes back first.
    void store
      .restore(true)
      .then(async () => {
        if (useGame.getState().game) {
          useScenarioOffer.setState({ offer: { name, load: scenario } })
          return
        }
        const game = await scenario()
        // The game goes on the table with the rules (seatedView.ts): waited for here, so the
        // setup screen does not show in between, and a failed load is the scenario's notice.
        await loadRules()
        store.loadGame(game)
      })
      .catch((error: unknown) =>
        store.showNotice({
          kind: 'error',
          code: 'SCENARIO_FAILED',
          message: { key: 'scenario.failed', ns: 'app', params: { reason: reasonOf(error) } },
        }),
      )
      .finally(() => store.skipRestore())
  }, [])
  const offering = useScenarioOffer((s) => s.offer !== null)
  const inRoom = useGame((s) => s.room !== null)
  const crashed = useCrashMark((s) => s.mark !== null)

  if (crashed) {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Splash />}>
          <CrashRecovery />
        </Suspense>
      </ErrorBoundary>
    )
  }
  if (showcase) {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Splash />}>
          <Showcase />
        </Suspense>
      </ErrorBoundary>
    )
  }
  return (
    <ErrorBoundary>
      {!ready || (playing && !tableLoaded) ? (
        <Splash />
      ) : playing ? (
        <Suspense fallback={<Splash />}>
          <Table />
          {offering && <ScenarioOfferDialog />}
          {inRoom && <RoomLayer />}
        </Suspense>
      ) : (
        <SetupScreen />
      )}
    </ErrorBoundary>
  )
}
