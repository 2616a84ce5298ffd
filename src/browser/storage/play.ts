/** The choices of the "play the computer" page (variant, colour, level, clock), remembered between visits. */
import {
  CLOCK_SETTINGS,
  COLOR_CHOICES,
  DEFAULT_PREFS,
  isColorChoice,
  isLevel,
  isPlayVariant,
  LEVEL_VALUES,
  PLAY_VARIANTS,
  type PlayPrefs,
} from '../../model/play';
import { defineRecord } from './store';
import * as v from './validate';

/**
 * Version 1 had no clock: its choices are kept, without one (the default).
 * Version 0 is the JSON text the play page saved under `damiera.play` before this module. It is salvaged
 * field by field, as the page used to read it: a good level survives a bad variant, and text that is not
 * JSON at all gives the defaults.
 */
function migrate(data: unknown, from: number): PlayPrefs {
  if (from === 1) return { ...(data as PlayPrefs), clock: DEFAULT_PREFS.clock };
  if (from !== 0) throw new Error(`no migration from version ${from}`);
  let raw: unknown = null;
  try {
    raw = JSON.parse(String(data));
  } catch {
    raw = null;
  }
  const o = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    variant: isPlayVariant(o.variant) ? o.variant : DEFAULT_PREFS.variant,
    color: isColorChoice(o.color) ? o.color : DEFAULT_PREFS.color,
    level: isLevel(o.level) ? o.level : DEFAULT_PREFS.level,
    clock: DEFAULT_PREFS.clock,
  };
}

export const playRecord = defineRecord<PlayPrefs>({
  key: 'play',
  version: 2,
  validate: v.object({
    variant: v.enum(PLAY_VARIANTS),
    color: v.enum(COLOR_CHOICES),
    level: v.enum(LEVEL_VALUES),
    clock: v.enum(CLOCK_SETTINGS),
  }),
  migrate,
  legacyKey: 'damiera.play',
  default: DEFAULT_PREFS,
  maxBytes: 256,
});

/** The move sound of the play page: off unless the player turns it on. */
export const soundRecord = defineRecord<boolean>({
  key: 'play-sound',
  version: 1,
  validate: v.boolean(),
  default: false,
  maxBytes: 64,
});
