/** What each viewer sets for themselves at a screen (never stored: it is theirs alone). */
export interface PersonalSettings {
  muted: boolean;
  /** The viewer's own slider, 0..100, on top of the screen's volume by distance. */
  volume: number;
  /** Manual mode: this viewer no longer follows the director. */
  manual: boolean;
}

export const DEFAULT_PERSONAL: PersonalSettings = { muted: false, volume: 100, manual: false };
