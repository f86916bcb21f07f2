// The page's own sounds (no sound file: tones made by the browser's audio): a soft two-note
// chime for an opponent's offer, and a short knock for a move, lower and doubled for a
// capture. Played only while the player's settings say so (main.ts).
let audio: AudioContext | null = null;

/** Plays each of `notes` ([Hz, start s, length s, loudness]) once. */
function play(notes: [number, number, number, number][], shape: OscillatorType = 'sine'): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [freq, at, length, loud] of notes) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = shape;
      tone.frequency.value = freq;
      gain.gain.setValueAtTime(loud, start + at);
      gain.gain.exponentialRampToValueAtTime(0.001, start + at + length);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + length);
    }
  } catch {
    // No audio (a browser without it, or not allowed yet): the board and the alert remain.
  }
}

export function chime(): void {
  play([
    [660, 0, 0.25, 0.08],
    [880, 0.12, 0.25, 0.08],
  ]);
}

/** A move's knock; a capture's is lower and doubled. */
export function knock(capture: boolean): void {
  play(
    capture
      ? [
          [180, 0, 0.09, 0.18],
          [140, 0.07, 0.12, 0.18],
        ]
      : [[240, 0, 0.08, 0.15]],
    'triangle',
  );
}
