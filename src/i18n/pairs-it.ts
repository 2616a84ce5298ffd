// Italian strings of the concept pairs on the comparison page (src/components/rules/ConceptPairs.astro and
// its islands). The reference table: English follows its keys and placeholders.
export const pairsIt = {
  'pairs.title': 'Le differenze sulla damiera',
  'pairs.description':
    'Dama italiana, internazionale e inglese: per ogni regola che cambia, la stessa mossa su due damiere. Provala e guarda che cosa risponde ciascun regolamento.',
  'pairs.intro':
    'Per ogni differenza, due damiere con la stessa idea, ciascuna con le regole e la numerazione del suo gioco. Prova la mossa su tutte e due e guarda che cosa risponde ogni regolamento.',
  'pairs.table': 'Tutte le regole, una accanto all’altra, sono nella tabella del confronto.',
  'pairs.link': 'Provalo sulla damiera',
  'pairs.pageLink': 'Le differenze sulla damiera: prova la stessa mossa con due regolamenti',
  'pairs.try': 'Prova {move}.',
  'pairs.legal': 'Mossa valida.',
  'pairs.refused': 'Mossa non valida.',
  'pairs.rule': '{rule}.',
  'pairs.answer': 'Con queste regole si gioca {move}.',
  'pairs.other': 'Anche questa è valida, ma la mossa da provare è {move}. Ricomincia e prova quella.',
  'pairs.show': 'Mostra',
  'pairs.again': 'Ricomincia',
  'pairs.mapping': 'È la stessa posizione, numerata in due modi: {list}.',
  'pairs.square': 'la {from} {a} è la {to} {b}',
  'pairs.short.italian': 'italiana',
  'pairs.short.international': 'internazionale',
  'pairs.short.english': 'inglese',
  'pairs.short.brazilian': 'brasiliana',
  'pairs.boardLabel': '{game}: {title}',
} as const;

/** Every language's table of these strings has the Italian keys (a missing one is a type error). */
export type PairsStrings = { readonly [K in keyof typeof pairsIt]: string };
