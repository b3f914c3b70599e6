/** The fields and the action of each life-panel form (the restrictions have their own grid). */
import type { ActionOf, PlayerId, TeamId } from '../../engine'
import type { FieldSpec, FormSpec, OperationId, Option, PanelContext } from './lifeOperations'

const playerOptions = (ctx: PanelContext, among: readonly PlayerId[] = ctx.seats): Option[] =>
  among.map((p) => ({ value: p, label: ctx.name(p) }))

const who = (ctx: PanelContext, key: string, label: string, initial: PlayerId): FieldSpec => ({
  kind: 'select',
  key,
  label,
  options: playerOptions(ctx),
  initial,
})

const amount = (key: string, label: string, initial = ''): FieldSpec => ({
  kind: 'amount',
  key,
  label,
  initial,
})

const teamMembers = (ctx: PanelContext, t: TeamId): PlayerId[] =>
  ctx.seats.filter((p) => ctx.team(p) === t)

/** The member of team `t` a form starts with: "you", else the opponent across from you. */
const memberOf = (ctx: PanelContext, t: TeamId): PlayerId =>
  ctx.team(ctx.you) === t ? ctx.you : ctx.opposite(ctx.you)

type EachKind = ActionOf<'effect/eachPlayer'>['effect']['kind']

const EACH_KINDS: readonly (Option & { value: EachKind })[] = [
  { value: 'damage', label: 'Damage' },
  { value: 'loseLife', label: 'Lose life' },
  { value: 'gainLife', label: 'Gain life' },
  { value: 'poison', label: 'Poison counters' },
  { value: 'draw', label: 'Draw cards' },
]

const eachForm = (type: 'effect/eachOpponent' | 'effect/eachPlayer', label: string): FormSpec => ({
  fields: () => [
    { kind: 'select', key: 'kind', label: 'Effect', options: EACH_KINDS, initial: 'damage' },
    amount('amount', 'Amount'),
  ],
  submits: [{ key: 'go', label, tone: 'primary' }],
  build: (v, ctx) => ({
    type,
    player: ctx.you,
    effect: {
      kind: EACH_KINDS.find((k) => k.value === v.choice('kind'))?.value ?? 'damage',
      amount: v.amount('amount'),
    },
  }),
})

export const FORMS: Record<Exclude<OperationId, 'restrictions'>, FormSpec> = {
  damage: {
    fields: (ctx) => [
      who(ctx, 'target', 'Target', ctx.opposite(ctx.you)),
      amount('amount', 'Damage'),
      {
        kind: 'select',
        key: 'source',
        label: 'Source',
        options: [{ value: '', label: 'No card' }, ...ctx.sources],
        initial: '',
      },
      { kind: 'check', key: 'combat', label: 'Combat damage' },
    ],
    submits: [{ key: 'go', label: 'Deal damage', tone: 'primary' }],
    build: (v, ctx) => ({
      type: 'life/damage',
      player: ctx.you,
      target: v.choice('target'),
      amount: v.amount('amount'),
      ...(v.choice('source') ? { source: v.choice('source') } : {}),
      ...(v.checked('combat') ? { combat: true } : {}),
    }),
  },
  lose: {
    fields: (ctx) => [who(ctx, 'player', 'Who loses life', ctx.you), amount('amount', 'Life lost')],
    submits: [{ key: 'go', label: 'Lose life', tone: 'primary' }],
    build: (v) => ({ type: 'life/lose', player: v.choice('player'), amount: v.amount('amount') }),
  },
  gain: {
    fields: (ctx) => [
      who(ctx, 'player', 'Who gains life', ctx.you),
      amount('amount', 'Life gained'),
    ],
    submits: [{ key: 'go', label: 'Gain life', tone: 'primary' }],
    build: (v) => ({ type: 'life/gain', player: v.choice('player'), amount: v.amount('amount') }),
  },
  pay: {
    fields: (ctx) => [
      amount('you', `Life paid by ${ctx.name(ctx.you)}`),
      amount('mate', `Life paid by ${ctx.name(ctx.teammate(ctx.you))}`, '0'),
    ],
    submits: [{ key: 'go', label: 'Pay life', tone: 'primary' }],
    build: (v, ctx) => {
      const payments = [
        { player: ctx.you, amount: v.amount('you') },
        { player: ctx.teammate(ctx.you), amount: v.amount('mate') },
      ].filter((p) => p.amount > 0)
      return {
        type: 'life/pay',
        payments: payments.length ? payments : [{ player: ctx.you, amount: 0 }],
      }
    },
  },
  payHalf: {
    fields: (ctx) => [
      who(ctx, 'player', 'Who pays', ctx.you),
      {
        kind: 'select',
        key: 'round',
        label: 'Rounded',
        options: [
          { value: 'up', label: 'Up' },
          { value: 'down', label: 'Down' },
        ],
        initial: 'up',
      },
    ],
    submits: [{ key: 'go', label: 'Pay half', tone: 'primary' }],
    build: (v) => ({
      type: 'life/payHalf',
      player: v.choice('player'),
      round: v.choice('round') === 'down' ? 'down' : 'up',
    }),
  },
  set: {
    fields: (ctx) => [
      who(ctx, 'player', 'Whose life total', ctx.you),
      amount('value', 'New life total'),
    ],
    submits: [{ key: 'go', label: 'Set life', tone: 'primary' }],
    build: (v) => ({ type: 'life/set', player: v.choice('player'), value: v.amount('value') }),
  },
  setEach: {
    fields: (ctx) => [
      amount('value', 'New life total'),
      ...(['A', 'B'] as const).map((t): FieldSpec => ({
        kind: 'select',
        key: t,
        label: `Team ${t}’s chosen player`,
        options: playerOptions(ctx, teamMembers(ctx, t)),
        initial: memberOf(ctx, t),
      })),
    ],
    submits: [{ key: 'go', label: 'Set each team’s life', tone: 'primary' }],
    build: (v) => ({
      type: 'life/setEach',
      value: v.amount('value'),
      chosen: { A: v.choice('A'), B: v.choice('B') },
    }),
  },
  double: {
    fields: (ctx) => [who(ctx, 'player', 'Whose life total', ctx.you)],
    submits: [{ key: 'go', label: 'Double life', tone: 'primary' }],
    build: (v) => ({ type: 'life/double', player: v.choice('player') }),
  },
  exchange: {
    fields: (ctx) => [
      who(ctx, 'a', 'First player', ctx.you),
      who(ctx, 'b', 'Second player', ctx.opposite(ctx.you)),
    ],
    submits: [{ key: 'go', label: 'Exchange life totals', tone: 'primary' }],
    build: (v) => ({ type: 'life/exchange', a: v.choice('a'), b: v.choice('b') }),
  },
  redistribute: {
    fields: (ctx) =>
      (['A', 'B'] as const).flatMap((t): FieldSpec[] => [
        {
          kind: 'select',
          key: t,
          label: `Team ${t}’s player`,
          options: playerOptions(ctx, teamMembers(ctx, t)),
          initial: memberOf(ctx, t),
        },
        amount(`life${t}`, `Team ${t}’s new total`, String(ctx.life[t])),
      ]),
    submits: [{ key: 'go', label: 'Redistribute', tone: 'primary' }],
    build: (v, ctx) => ({
      type: 'life/redistribute',
      player: ctx.you,
      totals: { [v.choice('A')]: v.amount('lifeA'), [v.choice('B')]: v.amount('lifeB') },
    }),
  },
  eachOpponent: eachForm('effect/eachOpponent', 'Apply to each opponent'),
  eachPlayer: eachForm('effect/eachPlayer', 'Apply to each player'),
  poison: {
    fields: (ctx) => [
      who(ctx, 'player', 'Player', ctx.opposite(ctx.you)),
      amount('amount', 'Poison counters', '1'),
    ],
    submits: [
      { key: 'add', label: 'Add poison counters', tone: 'primary' },
      { key: 'remove', label: 'Remove poison counters' },
    ],
    build: (v, _ctx, submit) => ({
      type: 'poison/add',
      player: v.choice('player'),
      amount: submit === 'remove' ? -v.amount('amount') : v.amount('amount'),
    }),
  },
  concede: {
    fields: (ctx) => [who(ctx, 'player', 'Who concedes', ctx.you)],
    submits: [{ key: 'go', label: 'Concede', tone: 'danger' }],
    build: (v) => ({ type: 'player/concede', player: v.choice('player') }),
  },
}
