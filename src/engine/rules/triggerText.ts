/**
 * Reading "At the beginning of …" abilities out of rules text (603.2, 805.4d): which step they
 * watch, whose step it must be, and the intervening "if" clause (603.4), if any. Delayed
 * triggers ("the next end step") are created by effects, not printed abilities, so they are
 * left out; so is any wording this reader does not know.
 */
import type { Step } from '../types'

/**
 * Whose step: `you` (the controller's own team turn), `eachPlayer` (once per player of the active
 * team), `eachOpponent` (once per opponent of the controller on the active team), `any` (once).
 */
export type TriggerWho = 'you' | 'eachPlayer' | 'eachOpponent' | 'any'

export interface StepAbility {
  steps: Step[]
  who: TriggerWho
  /** The intervening "if" clause without "if" ('Howling Mine is untapped'), when there is one. */
  condition?: string
  /** The ability's text from "At the beginning" on. */
  text: string
}

/** Step names as cards print them; "first"/"second main phase" is the 2024 wording. */
const STEP_WORDS: [RegExp, Step[]][] = [
  [/^upkeeps?$/, ['upkeep']],
  [/^draw steps?$/, ['draw']],
  [/^(precombat|first) main phases?$/, ['main1']],
  [/^(postcombat|second) main phases?$/, ['main2']],
  [/^main phases$/, ['main1', 'main2']],
  [/^combats?$/, ['beginCombat']],
  [/^end steps?$/, ['end']],
]

const WHO_WORDS: [string, TriggerWho][] = [
  ['each of your ', 'you'],
  ['your ', 'you'],
  ["each player's ", 'eachPlayer'],
  ["each opponent's ", 'eachOpponent'],
  ['each ', 'any'],
  ['the ', 'any'],
]

function stepsOf(words: string): Step[] | undefined {
  return STEP_WORDS.find(([re]) => re.test(words))?.[1]
}

/** "your upkeep", "each player's draw step", "combat on your turn", "each end step"… */
export function parseStepEvent(event: string): { steps: Step[]; who: TriggerWho } | undefined {
  const e = event.trim().toLowerCase().replace(/’/g, "'")
  const combatOn = /^combat on (your|each player's|each opponent's) turn$/.exec(e)
  if (combatOn) {
    const who = WHO_WORDS.find(([w]) => w === `${combatOn[1]} `)?.[1]
    return who === undefined ? undefined : { steps: ['beginCombat'], who }
  }
  for (const [prefix, who] of WHO_WORDS) {
    if (!e.startsWith(prefix)) continue
    const steps = stepsOf(e.slice(prefix.length))
    return steps === undefined ? undefined : { steps, who }
  }
  return undefined
}

/** Sentence starts only: "at the beginning of the next end step" inside an effect is delayed. */
const TRIGGER = /(?:^|[(.—:]\s*)At the beginning of ([^,.]+),\s*([^\n)]*)/gm

/**
 * Parsed once per rules text: the table asks for every permanent's step triggers after every
 * action (the reminders), and a late game has a few hundred permanents but far fewer texts.
 */
const parsedTexts = new Map<string, readonly StepAbility[]>()

/** The "At the beginning of …" abilities of a rules text (shared results: do not change them). */
export function stepAbilities(oracleText: string): readonly StepAbility[] {
  let abilities = parsedTexts.get(oracleText)
  if (!abilities) {
    abilities = parseStepAbilities(oracleText)
    parsedTexts.set(oracleText, abilities)
  }
  return abilities
}

function parseStepAbilities(oracleText: string): StepAbility[] {
  const out: StepAbility[] = []
  for (const m of oracleText.matchAll(TRIGGER)) {
    const event = m[1] ?? ''
    const rest = m[2] ?? ''
    const parsed = parseStepEvent(event)
    if (!parsed) continue
    const ability: StepAbility = { ...parsed, text: `At the beginning of ${event}, ${rest}`.trim() }
    const condition = /^if ([^,]+),/i.exec(rest)?.[1]
    if (condition !== undefined) ability.condition = condition.trim()
    out.push(ability)
  }
  return out
}
