import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SEATS, type Seat } from '../../cards/samplePool'
import { loadTableWords } from '../../i18n/i18n'
import { say } from '../../i18n/say'
import { DEFAULT_PLAYER_NAMES } from '../../scenarios/playerNames'
import type { GameSetup, TeamId } from '../../engine'
import { roomCodeFromSearch } from '../../remote/seatToken'
import { loadRules, useGame, useUi } from '../../store'
import { SeatDeckReport } from '../commander/SeatDeckReport'
import { canStart, decksBySeat } from '../commander/seatDecks'
import { errorWords } from '../decks/errorWords'
import { StartGate } from '../commander/StartGate'
import { loadSetupDecks, useSeatDecks, type SetupDecks } from '../commander/useSeatDecks'
import {
  DEFAULT_START_OPTIONS,
  StartOptionsFields,
  startingTeamOf,
} from '../mulligan/StartOptionsFields'
import { LanguageSelect } from '../settings/LanguageSelect'
import { OpenGameFileButton } from '../files/GameFileButtons'
import { openShowcase } from '../showcase/showcaseRoute'
import { NoticeArea } from '../table/NoticeArea'
import { PlayModeChoice, type PlayMode } from './PlayModeChoice'
import { SeatFields } from './SeatFields'

// Shown only now and then (a deck with problems, games kept aside): loaded when needed, so the
// first screen stays within its size budget.
const StartConfirm = lazy(() =>
  import('../commander/StartConfirm').then((m) => ({ default: m.StartConfirm })),
)
const KeptAsideList = lazy(() =>
  import('../safety/KeptAsideList').then((m) => ({ default: m.KeptAsideList })),
)
// The opening-hand lab (issue 39) deals a thousand openings with the bots' keep choices.
const OpeningLab = lazy(() => import('./OpeningLab').then((m) => ({ default: m.OpeningLab })))
// Play across devices (issue 24): its forms and the game server's client load only when chosen.
const AcrossDevices = lazy(() =>
  Promise.all([import('../../remote/ui/AcrossDevices'), loadTableWords()]).then(([m]) => m),
)
import './setup.css'

/** Each choice with its 'setup' catalog key. */
const LIFE_CHOICES = [
  { value: 60, label: '60', note: 'setup.life.duo' },
  { value: 30, label: '30', note: 'setup.life.giant' },
] as const

/** What stopped the start, in the interface's language when it is a catalog message. */
type StartProblem = { kind: 'samples'; error: string } | { kind: 'start'; error: unknown }

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}

/**
 * Names, decks and starting life for the four seats. With nothing changed, "Start game" starts
 * at once with the sample decks in seat order.
 */
export function SetupScreen() {
  const { t } = useTranslation('setup')
  const [names, setNames] = useState<Record<Seat, string>>(DEFAULT_PLAYER_NAMES)
  // The sample pool, with the deck checks that come with it (useSeatDecks.ts).
  const [setupDecks, setSetupDecks] = useState<SetupDecks | null>(null)
  const decks = setupDecks?.pool.decks ?? null
  const [chosen, setChosen] = useState<Partial<Record<Seat, string>>>({})
  const [life, setLife] = useState<number>(60)
  const [seedText, setSeedText] = useState(() => String(randomSeed()))
  const [startOptions, setStartOptions] = useState(DEFAULT_START_OPTIONS)
  /** "Start game" was pressed with problems in some deck: the table is asked first. */
  const [confirming, setConfirming] = useState(false)
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<StartProblem | null>(null)
  // A join link (`/?room=CODE`) opens the screen on joining that room.
  const [joinCode] = useState(() => roomCodeFromSearch(window.location.search))
  const [mode, setMode] = useState<PlayMode>(joinCode ? 'across' : 'here')
  // The seats DuoTable plays (issue 39): on this device, or in a room by the game server; at
  // least one seat is a person's.
  const [bots, setBots] = useState<Partial<Record<Seat, boolean>>>({})
  const withBots = SEATS.some((seat) => bots[seat])
  const allBots = SEATS.every((seat) => bots[seat])
  const [lab, setLab] = useState<TeamId | null>(null)

  useEffect(() => {
    let live = true
    loadSetupDecks().then(
      (loaded) => live && setSetupDecks(loaded),
      (e: unknown) => live && setError({ kind: 'samples', error: String(e) }),
    )
    return () => {
      live = false
    }
  }, [])

  const deckFor = (seat: Seat, i: number): string => chosen[seat] ?? decks?.[i]?.id ?? ''
  const seatDecks = useSeatDecks(setupDecks, {
    A1: deckFor('A1', 0),
    A2: deckFor('A2', 1),
    B1: deckFor('B1', 2),
    B2: deckFor('B2', 3),
  })
  const { table } = seatDecks
  const problemWords = (problem: StartProblem): string =>
    problem.kind === 'samples'
      ? t('setup.samplesFailed', { error: problem.error })
      : say(t, errorWords(problem.error))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    // Across devices, the room's own buttons create or join: Enter in a field starts nothing.
    if (mode === 'across' || allBots || !canStart(table)) return
    // A casual table may agree to play decks with problems; it is asked, with the problems listed.
    if (table?.illegal) setConfirming(true)
    else void start()
  }

  /** The game the form describes: the decks per seat, life, seed and start options. */
  const makeSetup = async (): Promise<GameSetup> => {
    // The rules were on their way since the app started (engineLoader.ts): the game starts
    // when both are in.
    const [{ pool, checks }] = await Promise.all([loadSetupDecks(), loadRules()])
    const deckIds = Object.fromEntries(
      SEATS.map((seat, i) => [seat, chosen[seat] ?? pool.decks[i]?.id ?? '']),
    )
    const typed = Number.parseInt(seedText, 10)
    const seed = Number.isSafeInteger(typed) && typed >= 0 ? typed : randomSeed()
    const setup = checks.sampleSetup(pool, {
      names,
      deckIds,
      ...(table && { decks: decksBySeat(table) }),
      seed,
      startingLife: life,
      skipMulligans: startOptions.skipMulligans,
    })
    setup.startingTeam = startingTeamOf(startOptions)
    if (withBots) {
      for (const team of setup.teams) {
        for (const player of team.players) if (bots[player.id as Seat]) player.bot = true
      }
    }
    return setup
  }

  const start = async () => {
    setConfirming(false)
    setStarting(true)
    setError(null)
    try {
      const setup = await makeSetup()
      useGame.getState().startGame(setup)
      // Without mulligans the first hands show at once: the team that starts confirms behind
      // the curtain first, as after every hand-off (810.5).
      // (A table held by the people's side, against a bot team, has no curtain: gameStore.ts.)
      if (setup.skipMulligans) useUi.getState().curtainFor(setup.startingTeam ?? 'A')
    } catch (err) {
      setError({ kind: 'start', error: err })
    } finally {
      setStarting(false)
    }
  }

  return (
    <main className="setup">
      <form className="setup-card" onSubmit={submit}>
        <header className="setup-head">
          <h1 className="brand">
            Duo<span>Table</span>
          </h1>
          <p className="tagline">{t('setup.tagline')}</p>
          <LanguageSelect />
        </header>

        <PlayModeChoice mode={mode} onChange={setMode} />

        <div className="teams">
          {(['A', 'B'] as const).map((team) => (
            <fieldset key={team} className={`team-setup team-${team}`}>
              <legend>{t('setup.team', { team })}</legend>
              {SEATS.filter((seat) => seat.startsWith(team)).map((seat) => {
                const i = SEATS.indexOf(seat)
                return (
                  <SeatFields
                    key={seat}
                    seat={seat}
                    name={names[seat]}
                    deckId={deckFor(seat, i)}
                    decks={decks}
                    saved={seatDecks.saved}
                    commanders={table?.seats[seat].commanderNames}
                    onName={(name) => setNames((n) => ({ ...n, [seat]: name }))}
                    onDeck={(id) => setChosen((c) => ({ ...c, [seat]: id }))}
                    bot={bots[seat] === true}
                    onBot={(bot) => setBots((b) => ({ ...b, [seat]: bot }))}
                  >
                    <SeatDeckReport
                      seat={seat}
                      decks={seatDecks}
                      onChoose={(id) => setChosen((c) => ({ ...c, [seat]: id }))}
                    />
                  </SeatFields>
                )
              })}
              <button
                type="button"
                className="lab-open"
                aria-label={t('lab.openLabel', { team })}
                disabled={!canStart(table)}
                onClick={() => setLab(team)}
              >
                {t('lab.open')}
              </button>
            </fieldset>
          ))}
        </div>

        <fieldset className="life-choice">
          <legend>{t('setup.life')}</legend>
          {LIFE_CHOICES.map((choice) => (
            <label key={choice.value} className={life === choice.value ? 'is-chosen' : undefined}>
              <input
                type="radio"
                name="starting-life"
                value={choice.value}
                checked={life === choice.value}
                onChange={() => setLife(choice.value)}
              />
              <strong>{choice.label}</strong> <span>{t(choice.note)}</span>
            </label>
          ))}
        </fieldset>

        <details className="advanced">
          <summary>{t('setup.advanced')}</summary>
          <StartOptionsFields value={startOptions} onChange={setStartOptions} />
          <label className="field inline">
            <span>{t('setup.seed')}</span>
            <input
              type="number"
              min={1}
              value={seedText}
              onChange={(e) => setSeedText(e.target.value)}
            />
          </label>
          <p className="muted">{t('setup.seedHint')}</p>
        </details>

        {error && (
          <p className="form-error" role="alert">
            {problemWords(error)}
          </p>
        )}

        {/* On this device, "Start game" stays in view while the form scrolls (setup.css). */}
        <div className={mode === 'here' ? 'setup-actions is-sticky' : 'setup-actions'}>
          {mode === 'across' && allBots && (
            <p className="form-error" role="alert">
              {t('setup.allBots')}
            </p>
          )}
          {mode === 'across' && withBots && !allBots && (
            <p className="muted">{t('setup.botsRoomHint')}</p>
          )}
          {mode === 'across' ? (
            <Suspense fallback={<p className="muted">{t('setup.mode.loading')}</p>}>
              <AcrossDevices
                seats={SEATS.map((seat) => ({
                  id: seat,
                  name: names[seat],
                  team: seat.startsWith('A') ? 'A' : 'B',
                  taken: false,
                  bot: bots[seat] === true,
                }))}
                makeSetup={makeSetup}
                ready={canStart(table) && !allBots}
                initialCode={joinCode}
              />
            </Suspense>
          ) : confirming && table?.illegal ? (
            <Suspense fallback={null}>
              <StartConfirm
                table={table}
                names={names}
                onConfirm={() => void start()}
                onCancel={() => setConfirming(false)}
              />
            </Suspense>
          ) : (
            <>
              <StartGate table={table} />
              {allBots && (
                <p className="form-error" role="alert">
                  {t('setup.allBots')}
                </p>
              )}
              {withBots && !allBots && <p className="muted">{t('setup.botsHint')}</p>}
              <button
                type="submit"
                className="primary big"
                disabled={starting || allBots || !canStart(table)}
              >
                {starting ? t('setup.starting') : t('setup.start')}
              </button>
            </>
          )}
          {mode === 'here' && <p className="muted">{t('setup.privacy')}</p>}
        </div>
        <div className="setup-actions">
          <button type="button" onClick={openShowcase}>
            {t('setup.showcase')}
          </button>
          <OpenGameFileButton />
        </div>
        <Suspense fallback={null}>
          <KeptAsideList />
        </Suspense>
        {lab && (
          <Suspense fallback={null}>
            <OpeningLab team={lab} makeSetup={makeSetup} onClose={() => setLab(null)} />
          </Suspense>
        )}
      </form>
      <NoticeArea />
    </main>
  )
}
