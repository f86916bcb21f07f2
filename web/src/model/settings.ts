// The player's settings, kept in this browser: move sounds, the pieces' style, the board's
// colours, whether a move waits for a confirmation before it is sent, and the page's theme.
// Read from storage as text, so a damaged or older entry gives the defaults, not an error.

/** Each setting's choices, the default first. */
export const CHOICES = {
  sound: ['on', 'off'],
  pieces: ['classic', 'flat'],
  board: ['wood', 'green', 'blue'],
  confirm: ['off', 'on'],
  theme: ['dark', 'light'],
} as const;

export type SettingName = keyof typeof CHOICES;
export type Settings = { [K in SettingName]: (typeof CHOICES)[K][number] };

export const SETTINGS_KEY = 'camelot.settings';

export const SETTING_NAMES = Object.keys(CHOICES) as SettingName[];

/** The settings kept as `text` (JSON), each unknown or missing one at its default. */
export function readSettings(text: string | null): Settings {
  let kept: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (typeof value === 'object' && value !== null) kept = value as Record<string, unknown>;
  } catch {
    // Damaged: the defaults.
  }
  const settings = {} as Record<SettingName, string>;
  for (const name of SETTING_NAMES) {
    const choices: readonly string[] = CHOICES[name];
    const v = kept[name];
    settings[name] = typeof v === 'string' && choices.includes(v) ? v : choices[0];
  }
  return settings as Settings;
}

/** `settings` with `name` set to `value`, or unchanged when `value` is not one of its choices. */
export function withSetting(settings: Settings, name: SettingName, value: string): Settings {
  return (CHOICES[name] as readonly string[]).includes(value) ? { ...settings, [name]: value } : settings;
}
