// A short, soft two-note chime for an opponent's offer (no sound file: the page's own audio).
let audio: AudioContext | null = null;

export function chime(): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [i, freq] of [660, 880].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = freq;
      gain.gain.setValueAtTime(0.08, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.001, start + i * 0.12 + 0.25);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + i * 0.12);
      tone.stop(start + i * 0.12 + 0.25);
    }
  } catch {
    // No audio (a browser without it, or not allowed yet): the title and the alert remain.
  }
}
