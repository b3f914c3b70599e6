/**
 * Every text of the transform showcase, per language. Shaped so it can move into the app-wide
 * i18n as it is (TODO(#11)): one object per message, keyed by language. Card names stay in
 * English, as printed on the sample cards; the engine's log lines are English for now.
 */
export const LANGUAGES = ['en', 'es', 'pt-BR'] as const
export type Language = (typeof LANGUAGES)[number]
export type Localized = Record<Language, string>

export const LANGUAGE_NAMES: Localized = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
}

export const UI = {
  title: {
    en: 'Transform showcase',
    es: 'Demostración de transformación',
    'pt-BR': 'Demonstração de transformação',
  },
  intro: {
    en: 'Double-faced cards, copies, face-down cards and explore, step by step, with real cards and the table’s own rules.',
    es: 'Cartas de dos caras, copias, cartas boca abajo y explorar, paso a paso, con cartas reales y las reglas de la mesa.',
    'pt-BR':
      'Cards dupla face, cópias, cards com a face para baixo e explorar, passo a passo, com cards reais e as regras da mesa.',
  },
  stepOf: { en: 'Step {n} of {total}', es: 'Paso {n} de {total}', 'pt-BR': 'Passo {n} de {total}' },
  back: { en: 'Back', es: 'Atrás', 'pt-BR': 'Voltar' },
  next: { en: 'Next', es: 'Siguiente', 'pt-BR': 'Próximo' },
  exit: { en: 'Exit', es: 'Salir', 'pt-BR': 'Sair' },
  language: { en: 'Language', es: 'Idioma', 'pt-BR': 'Idioma' },
  steps: { en: 'Steps', es: 'Pasos', 'pt-BR': 'Passos' },
  startOver: { en: 'Start over', es: 'Empezar de nuevo', 'pt-BR': 'Recomeçar' },
  loading: {
    en: 'Loading the cards…',
    es: 'Cargando las cartas…',
    'pt-BR': 'Carregando os cards…',
  },
  failed: {
    en: 'The cards could not load: {error}',
    es: 'No se pudieron cargar las cartas: {error}',
    'pt-BR': 'Não foi possível carregar os cards: {error}',
  },
  rule: { en: 'Rule', es: 'Regla', 'pt-BR': 'Regra' },
  notice: { en: 'What to notice', es: 'Qué observar', 'pt-BR': 'O que observar' },
  rulesDid: {
    en: 'What the rules did',
    es: 'Lo que hicieron las reglas (en inglés por ahora)',
    'pt-BR': 'O que as regras fizeram (em inglês por enquanto)',
  },
  seenBy: {
    en: 'The table as team A sees it',
    es: 'La mesa tal como la ve el equipo A',
    'pt-BR': 'A mesa como a equipe A a vê',
  },
  battlefield: {
    en: '{player}’s battlefield',
    es: 'Campo de batalla de {player}',
    'pt-BR': 'Campo de batalha de {player}',
  },
  library: {
    en: 'Library (top first)',
    es: 'Biblioteca (arriba primero)',
    'pt-BR': 'Grimório (topo primeiro)',
  },
  hand: { en: 'Hand', es: 'Mano', 'pt-BR': 'Mão' },
  graveyard: { en: 'Graveyard', es: 'Cementerio', 'pt-BR': 'Cemitério' },
  empty: { en: 'Empty', es: 'Vacío', 'pt-BR': 'Vazio' },
  previewHint: {
    en: 'Point at a card, or Tab to it, to read both of its faces here.',
    es: 'Señala una carta, o llega a ella con Tab, para leer aquí sus dos caras.',
    'pt-BR': 'Aponte para um card, ou chegue a ele com Tab, para ler aqui as duas faces.',
  },
  keys: {
    en: '← → move between steps · Home, End: first, last',
    es: '← → cambian de paso · Inicio, Fin: primero, último',
    'pt-BR': '← → mudam de passo · Home, End: primeiro, último',
  },
} satisfies Record<string, Localized>

export interface StepStrings {
  title: Localized
  /** The rule in plain words; its number comes from the step. */
  rule: Localized
  /** Shown once every move is done: what the cards now show. */
  notice: Localized
  /** Each move's button, by option id. */
  moves: Record<string, Localized>
}

/** Per step id (src/scenarios/showcase*.ts). */
export const STEP_STRINGS: Record<string, StepStrings> = {
  transform: {
    title: {
      en: 'Transforming keeps counters and Auras',
      es: 'Transformarse conserva contadores y Auras',
      'pt-BR': 'Transformar mantém marcadores e Auras',
    },
    rule: {
      en: 'A permanent that transforms is the same object: its counters, Auras and effects stay with it. It can transform back, too.',
      es: 'Un permanente que se transforma es el mismo objeto: sus contadores, Auras y efectos se quedan con él. También puede transformarse de vuelta.',
      'pt-BR':
        'Um permanente que se transforma é o mesmo objeto: seus marcadores, Auras e efeitos continuam com ele. Ele também pode se transformar de volta.',
    },
    notice: {
      en: 'As Gatstaf Howler it was 4/4: 3/3 plus the +1/+1 counter, with Pacifism still attached. And it transformed back just as well.',
      es: 'Como Gatstaf Howler era 4/4: 3/3 más el contador +1/+1, con Pacifism aún anexada. Y se transformó de vuelta igual de bien.',
      'pt-BR':
        'Como Gatstaf Howler ele era 4/4: 3/3 mais o marcador +1/+1, com Pacifism ainda anexada. E se transformou de volta do mesmo jeito.',
    },
    moves: {
      transform: {
        en: 'Transform Gatstaf Shepherd',
        es: 'Transformar Gatstaf Shepherd',
        'pt-BR': 'Transformar Gatstaf Shepherd',
      },
      transformBack: {
        en: 'Transform it back',
        es: 'Transformarlo de vuelta',
        'pt-BR': 'Transformá-lo de volta',
      },
    },
  },
  notDoubleFaced: {
    title: {
      en: 'A single-faced card can’t transform',
      es: 'Una carta de una sola cara no puede transformarse',
      'pt-BR': 'Um card de uma face só não pode se transformar',
    },
    rule: {
      en: 'If anything but a double-faced card is told to transform, nothing happens, and it isn’t turned face down either.',
      es: 'Si se le ordena transformarse a algo que no es una carta de dos caras, no pasa nada, y tampoco queda boca abajo.',
      'pt-BR':
        'Se algo que não é um card dupla face for instruído a se transformar, nada acontece, e ele também não fica com a face para baixo.',
    },
    notice: {
      en: 'Nothing changed: still Elite Vanguard, 2/1, face up. The log says why.',
      es: 'No cambió nada: sigue siendo Elite Vanguard, 2/1, boca arriba. El registro dice por qué.',
      'pt-BR':
        'Nada mudou: continua Elite Vanguard, 2/1, com a face para cima. O registro diz por quê.',
    },
    moves: {
      tellToTransform: {
        en: 'Tell Elite Vanguard to transform',
        es: 'Ordenar a Elite Vanguard que se transforme',
        'pt-BR': 'Mandar Elite Vanguard se transformar',
      },
    },
  },
  copyFace: {
    title: {
      en: 'A copy takes only the face that is up',
      es: 'Una copia toma solo la cara que está arriba',
      'pt-BR': 'Uma cópia pega só a face que está para cima',
    },
    rule: {
      en: 'Copying a double-faced permanent copies just the face it shows now, never the other one.',
      es: 'Copiar un permanente de dos caras copia solo la cara que muestra ahora, nunca la otra.',
      'pt-BR': 'Copiar um permanente dupla face copia só a face exibida agora, nunca a outra.',
    },
    notice: {
      en: 'One Clone is Delver of Secrets (1/1), the other Gatstaf Howler (3/3): each copied only the face that was up.',
      es: 'Un Clone es Delver of Secrets (1/1) y el otro Gatstaf Howler (3/3): cada uno copió solo la cara visible.',
      'pt-BR':
        'Um Clone é Delver of Secrets (1/1), o outro Gatstaf Howler (3/3): cada um copiou só a face exibida.',
    },
    moves: {
      cloneFront: {
        en: 'Clone enters as a copy of Delver of Secrets',
        es: 'Clone entra como copia de Delver of Secrets',
        'pt-BR': 'Clone entra como cópia de Delver of Secrets',
      },
      cloneBack: {
        en: 'Clone enters as a copy of Gatstaf Howler',
        es: 'Clone entra como copia de Gatstaf Howler',
        'pt-BR': 'Clone entra como cópia de Gatstaf Howler',
      },
    },
  },
  copyCantTransform: {
    title: {
      en: 'A copy of a double-faced card can’t transform',
      es: 'Una copia de una carta de dos caras no puede transformarse',
      'pt-BR': 'Uma cópia de um card dupla face não pode se transformar',
    },
    rule: {
      en: 'A Clone copying Delver of Secrets is a single-faced card with Delver’s values, so telling it to transform does nothing.',
      es: 'Un Clone que copia a Delver of Secrets es una carta de una sola cara con los valores de Delver, así que ordenarle transformarse no hace nada.',
      'pt-BR':
        'Um Clone copiando Delver of Secrets é um card de uma face só com os valores de Delver, então mandá-lo se transformar não faz nada.',
    },
    notice: {
      en: 'The Clone stays Delver of Secrets; only the real double-faced card becomes Insectile Aberration.',
      es: 'El Clone sigue siendo Delver of Secrets; solo la verdadera carta de dos caras se convierte en Insectile Aberration.',
      'pt-BR':
        'O Clone continua Delver of Secrets; só o verdadeiro card dupla face vira Insectile Aberration.',
    },
    moves: {
      tellCloneToTransform: {
        en: 'Tell the Clone to transform',
        es: 'Ordenar al Clone que se transforme',
        'pt-BR': 'Mandar o Clone se transformar',
      },
      transformDelver: {
        en: 'Transform the real Delver',
        es: 'Transformar el Delver verdadero',
        'pt-BR': 'Transformar o Delver verdadeiro',
      },
    },
  },
  doubleFacedCopying: {
    title: {
      en: 'A double-faced card that copies something still transforms',
      es: 'Una carta de dos caras que copia algo sigue transformándose',
      'pt-BR': 'Um card dupla face que copia algo ainda se transforma',
    },
    rule: {
      en: 'Kruin Outlaw became a copy of Elite Vanguard. It still transforms, since the card has two faces, but keeps the copied values while the copy lasts.',
      es: 'Kruin Outlaw se convirtió en copia de Elite Vanguard. Aún se transforma, porque la carta tiene dos caras, pero conserva los valores copiados mientras dure la copia.',
      'pt-BR':
        'Kruin Outlaw virou uma cópia de Elite Vanguard. Ele ainda se transforma, porque o card tem duas faces, mas mantém os valores copiados enquanto a cópia durar.',
    },
    notice: {
      en: 'Flipped, it is still Elite Vanguard 2/1; once the copy effect ends it is Terror of Kruin Pass.',
      es: 'Ya girada sigue siendo Elite Vanguard 2/1; cuando termina el efecto de copia es Terror of Kruin Pass.',
      'pt-BR':
        'Virado, continua Elite Vanguard 2/1; quando o efeito de cópia termina, é Terror of Kruin Pass.',
    },
    moves: {
      transformOutlaw: {
        en: 'Transform it (Moonmist)',
        es: 'Transformarlo (Moonmist)',
        'pt-BR': 'Transformá-lo (Moonmist)',
      },
      endCopy: {
        en: 'End the copy effect (end of turn)',
        es: 'Terminar el efecto de copia (fin del turno)',
        'pt-BR': 'Encerrar o efeito de cópia (fim do turno)',
      },
    },
  },
  tokenCopy: {
    title: {
      en: 'A token copy of a double-faced card can transform',
      es: 'Una ficha que copia una carta de dos caras puede transformarse',
      'pt-BR': 'Uma ficha que copia um card dupla face pode se transformar',
    },
    rule: {
      en: 'A token that copies a double-faced card is a double-faced token, so it can transform. The 2011 article said it couldn’t: the rules changed.',
      es: 'Una ficha que copia una carta de dos caras es una ficha de dos caras, así que puede transformarse. El artículo de 2011 decía que no: las reglas cambiaron.',
      'pt-BR':
        'Uma ficha que copia um card dupla face é uma ficha dupla face, então pode se transformar. O artigo de 2011 dizia que não: as regras mudaram.',
    },
    notice: {
      en: 'The token became Gatstaf Howler; the original is still Gatstaf Shepherd.',
      es: 'La ficha se convirtió en Gatstaf Howler; la original sigue siendo Gatstaf Shepherd.',
      'pt-BR': 'A ficha virou Gatstaf Howler; o original continua Gatstaf Shepherd.',
    },
    moves: {
      transformToken: {
        en: 'Transform the token',
        es: 'Transformar la ficha',
        'pt-BR': 'Transformar a ficha',
      },
    },
  },
  ixidron: {
    title: {
      en: 'Ixidron can’t turn a double-faced card face down',
      es: 'Ixidron no puede poner boca abajo una carta de dos caras',
      'pt-BR': 'Ixidron não pode virar um card dupla face para baixo',
    },
    rule: {
      en: 'A face-up double-faced permanent can’t be turned face down: the attempt does nothing. Every other creature becomes a nameless face-down 2/2.',
      es: 'Un permanente de dos caras boca arriba no puede ponerse boca abajo: el intento no hace nada. Las demás criaturas quedan boca abajo, como 2/2 sin nombre.',
      'pt-BR':
        'Um permanente dupla face com a face para cima não pode ser virado para baixo: a tentativa não faz nada. As outras criaturas ficam com a face para baixo, como 2/2 sem nome.',
    },
    notice: {
      en: 'Gatstaf Shepherd stays face up. Your face-down Elite Vanguard still shows you its face, marked “Face-down card”; B1’s Jadelight Ranger is only a back to you.',
      es: 'Gatstaf Shepherd sigue boca arriba. Tu Elite Vanguard boca abajo te sigue mostrando su cara, marcada «Face-down card»; el Jadelight Ranger de B1 es solo un reverso para ti.',
      'pt-BR':
        'Gatstaf Shepherd continua com a face para cima. Seu Elite Vanguard virado para baixo ainda mostra a face para você, marcada “Face-down card”; o Jadelight Ranger de B1 é só um verso para você.',
    },
    moves: {
      ixidronEnters: { en: 'Ixidron enters', es: 'Ixidron entra', 'pt-BR': 'Ixidron entra' },
    },
  },
  manifest: {
    title: {
      en: 'A manifested double-faced card',
      es: 'Una carta de dos caras manifestada',
      'pt-BR': 'Um card dupla face manifestado',
    },
    rule: {
      en: 'A double-faced card can be face down (manifest, morph, disguise). Face down it can’t transform; turned face up, it shows its front face.',
      es: 'Una carta de dos caras puede estar boca abajo (manifestar, metamorfosis, disfraz). Boca abajo no puede transformarse; al ponerse boca arriba muestra su cara frontal.',
      'pt-BR':
        'Um card dupla face pode ficar com a face para baixo (manifestar, metamorfose, disfarce). Assim ele não pode se transformar; virado para cima, mostra a face da frente.',
    },
    notice: {
      en: 'Face down it ignored the transform; turned face up it is Delver of Secrets, its front face.',
      es: 'Boca abajo ignoró la transformación; boca arriba es Delver of Secrets, su cara frontal.',
      'pt-BR':
        'Com a face para baixo ignorou a transformação; virado para cima é Delver of Secrets, a face da frente.',
    },
    moves: {
      manifest: {
        en: 'Manifest the top card of the library',
        es: 'Manifestar la primera carta de la biblioteca',
        'pt-BR': 'Manifestar o card do topo do grimório',
      },
      tellToTransform: {
        en: 'Tell it to transform',
        es: 'Ordenarle que se transforme',
        'pt-BR': 'Mandá-lo se transformar',
      },
      turnFaceUp: {
        en: 'Turn it face up',
        es: 'Ponerla boca arriba',
        'pt-BR': 'Virá-lo para cima',
      },
    },
  },
  exploreLand: {
    title: {
      en: 'Explore reveals a land',
      es: 'Explorar revela una tierra',
      'pt-BR': 'Explorar revela um terreno',
    },
    rule: {
      en: 'The explorer’s controller reveals the top card of their own library. A land goes to their hand, and the creature gets no counter.',
      es: 'El controlador de quien explora revela la primera carta de su propia biblioteca. Una tierra va a su mano y la criatura no recibe contador.',
      'pt-BR':
        'O controlador de quem explora revela o card do topo do próprio grimório. Um terreno vai para a mão, e a criatura não recebe marcador.',
    },
    notice: {
      en: 'The Forest went to the hand; Jadelight Ranger is still 2/1.',
      es: 'El Forest fue a la mano; Jadelight Ranger sigue siendo 2/1.',
      'pt-BR': 'A Forest foi para a mão; Jadelight Ranger continua 2/1.',
    },
    moves: {
      explore: {
        en: 'Jadelight Ranger explores',
        es: 'Jadelight Ranger explora',
        'pt-BR': 'Jadelight Ranger explora',
      },
    },
  },
  exploreNonland: {
    title: {
      en: 'Explore reveals a nonland card',
      es: 'Explorar revela una carta que no es tierra',
      'pt-BR': 'Explorar revela um card que não é terreno',
    },
    rule: {
      en: 'Otherwise the creature gets a +1/+1 counter, and its controller chooses: leave the card on top, or put it into the graveyard.',
      es: 'Si no, la criatura recibe un contador +1/+1 y su controlador elige: dejar la carta arriba o ponerla en el cementerio.',
      'pt-BR':
        'Senão, a criatura recebe um marcador +1/+1 e seu controlador escolhe: deixar o card no topo ou colocá-lo no cemitério.',
    },
    notice: {
      en: 'Jadelight Ranger is 3/2 with its counter, whichever you chose.',
      es: 'Jadelight Ranger es 3/2 con su contador, elijas lo que elijas.',
      'pt-BR': 'Jadelight Ranger é 3/2 com o marcador, seja qual for a escolha.',
    },
    moves: {
      exploreKeep: {
        en: 'Explore, keep Lightning Bolt on top',
        es: 'Explorar y dejar Lightning Bolt arriba',
        'pt-BR': 'Explorar e deixar Lightning Bolt no topo',
      },
      exploreGraveyard: {
        en: 'Explore, put it into the graveyard',
        es: 'Explorar y ponerla en el cementerio',
        'pt-BR': 'Explorar e colocá-lo no cemitério',
      },
    },
  },
  exploreEmpty: {
    title: {
      en: 'Explore with an empty library',
      es: 'Explorar con la biblioteca vacía',
      'pt-BR': 'Explorar com o grimório vazio',
    },
    rule: {
      en: 'Nothing is revealed, and nothing is not a land: the creature still gets its +1/+1 counter. No card is drawn, so no one loses.',
      es: 'No se revela nada, y nada no es una tierra: la criatura igual recibe su contador +1/+1. No se roba ninguna carta, así que nadie pierde.',
      'pt-BR':
        'Nada é revelado, e nada não é um terreno: a criatura recebe o marcador +1/+1 mesmo assim. Nenhum card é comprado, então ninguém perde.',
    },
    notice: {
      en: 'Jadelight Ranger is 3/2, and the game goes on.',
      es: 'Jadelight Ranger es 3/2 y la partida sigue.',
      'pt-BR': 'Jadelight Ranger é 3/2, e o jogo continua.',
    },
    moves: {
      explore: {
        en: 'Jadelight Ranger explores',
        es: 'Jadelight Ranger explora',
        'pt-BR': 'Jadelight Ranger explora',
      },
    },
  },
}
