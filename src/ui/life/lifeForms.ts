/** The fields and the action of each life-panel form (the restrictions have their own grid). */
import type { ActionOf, PlayerId, TeamId } from '../../engine'
import type {
  FieldSpec,
  FormSpec,
  OperationId,
  Option,
  PanelContext,
  SubmitSpec,
} from './lifeOperations'
import { lifeMsg } from './lifeWords'

const playerOptions = (ctx: PanelContext, among: readonly PlayerId[] = ctx.seats): Option[] =>
  among.map((p) => ({ value: p, label: ctx.name(p) }))

const who = (ctx: PanelContext, key: string, field: string, initial: PlayerId): FieldSpec => ({
  kind: 'select',
  key,
  label: lifeMsg(`life.field.${field}`),
  options: playerOptions(ctx),
  initial,
})

const amount = (key: string, field: string, initial = ''): FieldSpec => ({
  kind: 'amount',
  key,
  label: lifeMsg(`life.field.${field}`),
  initial,
})

/** "Life paid by Ana (A1)": one box per teammate. */
const paid = (key: string, name: string, initial = ''): FieldSpec => ({
  kind: 'amount',
  key,
  label: lifeMsg('life.field.paidBy', { name }),
  initial,
})

const teamMembers = (ctx: PanelContext, t: TeamId): PlayerId[] =>
  ctx.seats.filter((p) => ctx.team(p) === t)

/** The member of team `t` a form starts with: "you", else the opponent across from you. */
const memberOf = (ctx: PanelContext, t: TeamId): PlayerId =>
  ctx.team(ctx.you) === t ? ctx.you : ctx.opposite(ctx.you)

type EachKind = ActionOf<'effect/eachPlayer'>['effect']['kind']

const EACH_KINDS: readonly (Option & { value: EachKind })[] = [
  { value: 'damage', label: lifeMsg('life.effect.damage') },
  { value: 'loseLife', label: lifeMsg('life.effect.loseLife') },
  { value: 'gainLife', label: lifeMsg('life.effect.gainLife') },
  { value: 'poison', label: lifeMsg('life.effect.poison') },
  { value: 'draw', label: lifeMsg('life.effect.draw') },
]

/** A submit button: its words are `life.submit.<name>`. */
const submit = (name: string, tone?: SubmitSpec['tone'], key = 'go'): SubmitSpec => ({
  key,
  label: lifeMsg(`life.submit.${name}`),
  ...(tone && { tone }),
})

const eachForm = (type: 'effect/eachOpponent' | 'effect/eachPlayer', name: string): FormSpec => ({
  fields: () => [
    {
      kind: 'select',
      key: 'kind',
      label: lifeMsg('life.field.effect'),
      options: EACH_KINDS,
      initial: 'damage',
    },
    amount('amount', 'amount'),
  ],
  submits: [submit(name, 'primary')],
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
      who(ctx, 'target', 'target', ctx.opposite(ctx.you)),
      amount('amount', 'damage'),
      {
        kind: 'select',
        key: 'source',
        label: lifeMsg('life.field.source'),
        options: [{ value: '', label: lifeMsg('life.field.noCard') }, ...ctx.sources],
        initial: '',
      },
      { kind: 'check', key: 'combat', label: lifeMsg('life.field.combat') },
    ],
    submits: [submit('damage', 'primary')],
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
    fields: (ctx) => [who(ctx, 'player', 'whoLoses', ctx.you), amount('amount', 'lifeLost')],
    submits: [submit('lose', 'primary')],
    build: (v) => ({ type: 'life/lose', player: v.choice('player'), amount: v.amount('amount') }),
  },
  gain: {
    fields: (ctx) => [who(ctx, 'player', 'whoGains', ctx.you), amount('amount', 'lifeGained')],
    submits: [submit('gain', 'primary')],
    build: (v) => ({ type: 'life/gain', player: v.choice('player'), amount: v.amount('amount') }),
  },
  pay: {
    fields: (ctx) => [
      paid('you', ctx.name(ctx.you)),
      paid('mate', ctx.name(ctx.teammate(ctx.you)), '0'),
    ],
    submits: [submit('pay', 'primary')],
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
      who(ctx, 'player', 'whoPays', ctx.you),
      {
        kind: 'select',
        key: 'round',
        label: lifeMsg('life.field.rounded'),
        options: [
          { value: 'up', label: lifeMsg('life.field.roundUp') },
          { value: 'down', label: lifeMsg('life.field.roundDown') },
        ],
        initial: 'up',
      },
    ],
    submits: [submit('payHalf', 'primary')],
    build: (v) => ({
      type: 'life/payHalf',
      player: v.choice('player'),
      round: v.choice('round') === 'down' ? 'down' : 'up',
    }),
  },
  set: {
    fields: (ctx) => [who(ctx, 'player', 'whoseLife', ctx.you), amount('value', 'newLife')],
    submits: [submit('set', 'primary')],
    build: (v) => ({ type: 'life/set', player: v.choice('player'), value: v.amount('value') }),
  },
  setEach: {
    fields: (ctx) => [
      amount('value', 'newLife'),
      ...(['A', 'B'] as const).map((t): FieldSpec => ({
        kind: 'select',
        key: t,
        label: lifeMsg('life.field.teamChosen', { team: t }),
        options: playerOptions(ctx, teamMembers(ctx, t)),
        initial: memberOf(ctx, t),
      })),
    ],
    submits: [submit('setEach', 'primary')],
    build: (v) => ({
      type: 'life/setEach',
      value: v.amount('value'),
      chosen: { A: v.choice('A'), B: v.choice('B') },
    }),
  },
  double: {
    fields: (ctx) => [who(ctx, 'player', 'whoseLife', ctx.you)],
    submits: [submit('double', 'primary')],
    build: (v) => ({ type: 'life/double', player: v.choice('player') }),
  },
  exchange: {
    fields: (ctx) => [
      who(ctx, 'a', 'firstPlayer', ctx.you),
      who(ctx, 'b', 'secondPlayer', ctx.opposite(ctx.you)),
    ],
    submits: [submit('exchange', 'primary')],
    build: (v) => ({ type: 'life/exchange', a: v.choice('a'), b: v.choice('b') }),
  },
  redistribute: {
    fields: (ctx) =>
      (['A', 'B'] as const).flatMap((t): FieldSpec[] => [
        {
          kind: 'select',
          key: t,
          label: lifeMsg('life.field.teamPlayer', { team: t }),
          options: playerOptions(ctx, teamMembers(ctx, t)),
          initial: memberOf(ctx, t),
        },
        {
          kind: 'amount',
          key: `life${t}`,
          label: lifeMsg('life.field.teamNewTotal', { team: t }),
          initial: String(ctx.life[t]),
        },
      ]),
    submits: [submit('redistribute', 'primary')],
    build: (v, ctx) => ({
      type: 'life/redistribute',
      player: ctx.you,
      totals: { [v.choice('A')]: v.amount('lifeA'), [v.choice('B')]: v.amount('lifeB') },
    }),
  },
  eachOpponent: eachForm('effect/eachOpponent', 'eachOpponent'),
  eachPlayer: eachForm('effect/eachPlayer', 'eachPlayer'),
  poison: {
    fields: (ctx) => [
      who(ctx, 'player', 'player', ctx.opposite(ctx.you)),
      amount('amount', 'poison', '1'),
    ],
    submits: [submit('addPoison', 'primary', 'add'), submit('removePoison', undefined, 'remove')],
    build: (v, _ctx, submit) => ({
      type: 'poison/add',
      player: v.choice('player'),
      amount: submit === 'remove' ? -v.amount('amount') : v.amount('amount'),
    }),
  },
  concede: {
    fields: (ctx) => [who(ctx, 'player', 'whoConcedes', ctx.you)],
    submits: [submit('concede', 'danger')],
    build: (v) => ({ type: 'player/concede', player: v.choice('player') }),
  },
}
