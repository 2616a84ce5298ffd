/**
 * The move sound: a short wooden "tock", made with WebAudio (no audio file to download). Loaded only when the
 * player turns the sound on. Browsers start audio only after a user gesture; the first move is one.
 */
let audio: AudioContext | null = null;

/** Play the sound of a move: lower and a little longer for a capture. Silently nothing without WebAudio. */
export function playMoveSound(capture: boolean): void {
  const Ctor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    audio ??= new Ctor();
    if (audio.state === 'suspended') void audio.resume();
    const t = audio.currentTime;
    const length = capture ? 0.16 : 0.1;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(capture ? 330 : 520, t);
    osc.frequency.exponentialRampToValueAtTime(capture ? 160 : 300, t + length);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
    osc.connect(gain).connect(audio.destination);
    osc.start(t);
    osc.stop(t + length + 0.02);
  } catch {
    // No audio output (or a browser that refuses): the game goes on in silence.
  }
}
