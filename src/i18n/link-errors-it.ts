/** Why the analysis board refused a link, by code: the reference set of codes and placeholders. */
export const linkErrorsIt = {
  'unknown-variant':
    'Variante sconosciuta «{token}» nel link: ti mostro la posizione iniziale della dama italiana.',
  'variant-mismatch':
    'Il link dice «{asked}», ma la partita PDN è di «{found}» (GameType {gameType}): non la carico e ti mostro la posizione iniziale di «{asked}». Per aprire la partita, incollala in «{setup}».',
  'fen-and-pdn':
    'Il link contiene sia una posizione (FEN) sia una partita (PDN) e non so quale volevi, quindi non carico nessuna delle due: ti mostro la posizione iniziale di «{variant}». Un link ne deve contenere una sola.',
  'bad-pdn':
    'Non riesco a leggere la partita PDN del link: {reason}. Ti mostro la posizione iniziale di «{variant}».',
  'bad-path':
    'Il link indica una mossa che in questa partita non c’è: ti mostro la fine della linea principale.',
  'bad-orientation':
    'Il link chiede un orientamento della damiera sconosciuto «{token}»: ti mostro la damiera con il Bianco in basso.',
} as const;

/** The codes of the link errors: the Italian table is the reference. */
export type LinkErrorCode = keyof typeof linkErrorsIt;
