/** Why the analysis board refused a link, by code: the reference set of codes and placeholders. */
export const linkErrorsIt = {
  'unknown-variant':
    'Variante sconosciuta «{token}» nel link: ti mostro la posizione iniziale della dama italiana.',
  'variant-mismatch':
    'Il link dice «{asked}», ma la partita PDN è di «{found}» (GameType {gameType}): non la carico e ti mostro la posizione iniziale di «{asked}». Per aprire la partita, incollala in «{setup}».',
} as const;
