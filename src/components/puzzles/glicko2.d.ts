/** The part of `glicko2` 1.2.2 (a CommonJS module without types) that the trainer uses. */
declare module 'glicko2' {
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings: { tau: number; rating: number; rd: number; vol: number });
    makePlayer(rating: number, rd: number, vol: number): Player;
    /** each match: [player, opponent, score of the player: 1 win, 0.5 draw, 0 loss] */
    updateRatings(matches: Array<[Player, Player, number]>): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
