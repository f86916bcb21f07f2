#!/usr/bin/env python3
"""Synthesise the game's sound effects into assets/sounds/ (issue 11).

Standard library only, so anyone can regenerate the sounds with a plain
Python 3 and get byte-identical files: every sound draws its noise and its
small pitch variations from its own fixed-seed random generator.

Wooden sounds are modal: a few inharmonic, quickly decaying sine "modes" (the
ringing of the board and the piece) excited together with a short band-passed
noise burst (the contact). Chimes and notes are sums of decaying sine
partials. Every sound is faded in and out (no clicks) and normalised to a
peak of -3 dBFS, then written as 16-bit mono 44.1 kHz WAV.

Usage: python3 tools/make_sounds.py [OUTPUT_DIR]   (default: assets/sounds)
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 44100
PEAK_DBFS = -3.0
FADE_IN = 0.002  # seconds; long enough to hide a click, short enough to keep the attack
FADE_OUT = 0.015  # default release; ringing sounds ask for a longer one


# --- building blocks -------------------------------------------------------


def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def mix(dst, src, at=0.0, gain=1.0):
    """Add src into dst starting at `at` seconds, growing dst if needed."""
    start = int(round(at * RATE))
    if len(dst) < start + len(src):
        dst.extend([0.0] * (start + len(src) - len(dst)))
    for i, s in enumerate(src):
        dst[start + i] += gain * s
    return dst


def noise(rng, seconds):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(round(seconds * RATE)))]


def biquad(samples, kind, freq, q):
    """RBJ cookbook low-pass or band-pass (0 dB peak) filter; keeps noise soft, never hissy."""
    w0 = 2.0 * math.pi * freq / RATE
    cos_w0, alpha = math.cos(w0), math.sin(w0) / (2.0 * q)
    if kind == "lowpass":
        b0, b1, b2 = (1 - cos_w0) / 2, 1 - cos_w0, (1 - cos_w0) / 2
    elif kind == "bandpass":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1 + alpha, -2 * cos_w0, 1 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    out, x1, x2, y1, y2 = [], 0.0, 0.0, 0.0, 0.0
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x1, x2, y1, y2 = x, x1, y, y1
    return out


def envelope(samples, attack, decay):
    """Linear attack then exponential decay with time constant `decay` (seconds)."""
    out = []
    for i, s in enumerate(samples):
        t = i / RATE
        rise = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(s * rise * math.exp(-max(0.0, t - attack) / decay))
    return out


def partials(seconds, parts, attack=0.001):
    """Sum of decaying sines; parts = [(freq_hz, amplitude, decay_seconds), ...]."""
    n = int(round(seconds * RATE))
    out = [0.0] * n
    for freq, amp, decay in parts:
        w = 2.0 * math.pi * freq / RATE
        k = math.exp(-1.0 / (decay * RATE))
        g = amp
        for i in range(n):
            out[i] += g * math.sin(w * i)
            g *= k
    if attack > 0:
        ramp = int(attack * RATE)
        for i in range(min(ramp, n)):
            out[i] *= i / ramp
    # Taper the last few milliseconds: a partial cut off mid-ring would click.
    tail = min(n, int(0.005 * RATE))
    for i in range(tail):
        out[n - 1 - i] *= i / tail
    return out


def wood_knock(rng, seconds, modes, decay, contact_hz, contact_gain, pitch=1.0):
    """A piece striking wood: inharmonic modes plus a short band-passed contact burst.

    modes = [(freq_hz, amplitude), ...]; each mode gets a slightly random pitch
    and decay so the knock sounds like a real object, not a synthesiser.
    """
    parts = [
        (f * pitch * rng.uniform(0.985, 1.015), a, decay * rng.uniform(0.8, 1.2))
        for f, a in modes
    ]
    body = partials(seconds, parts, attack=0.0008)
    # The extra low-pass takes the hiss off the band-pass's upper skirt.
    burst = biquad(noise(rng, 0.03), "bandpass", contact_hz, 1.2)
    burst = biquad(burst, "lowpass", 2.5 * contact_hz, 0.7)
    contact = envelope(burst, 0.0005, 0.004)
    return mix(body, contact, gain=contact_gain)


def note(freq, seconds, decay, amp=1.0, bright=0.3):
    """A soft mallet-like tone: fundamental plus weaker, faster-dying harmonics."""
    return partials(
        seconds,
        [
            (freq, amp, decay),
            (freq * 2.0, amp * bright, decay * 0.5),
            (freq * 3.0, amp * bright * 0.3, decay * 0.3),
            (freq * 1.003, amp * 0.3, decay),  # slight detune: a gentle beat, less "beep"
        ],
        attack=0.004,
    )


def finish(samples, release=FADE_OUT):
    """Fade the edges and normalise the peak to PEAK_DBFS.

    The fade-out is a raised cosine over `release` seconds, so a sound that is
    still ringing dies away instead of being cut off.
    """
    n = len(samples)
    fade_in, fade_out = int(FADE_IN * RATE), int(release * RATE)
    for i in range(min(fade_in, n)):
        samples[i] *= i / fade_in
    for i in range(min(fade_out, n)):
        samples[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    peak = max(abs(s) for s in samples)
    scale = 10.0 ** (PEAK_DBFS / 20.0) / peak
    return [s * scale for s in samples]


def write_wav(path, samples):
    frames = b"".join(struct.pack("<h", int(round(s * 32767))) for s in samples)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


# --- the sounds ------------------------------------------------------------

# Low, warm board-and-piece modes (Hz, relative amplitude).
BOARD_MODES = [(190, 1.0), (430, 0.6), (780, 0.35), (1320, 0.15)]


def step(rng):
    """A plain step: the piece slides a little, then is set down on the board."""
    slide = biquad(noise(rng, 0.09), "lowpass", 900, 0.7)
    slide = [s * math.sin(math.pi * i / len(slide)) for i, s in enumerate(slide)]
    out = mix(silence(0.34), slide, gain=0.12)
    return mix(out, wood_knock(rng, 0.25, BOARD_MODES, 0.045, 1800, 0.5), at=0.08)


def canter(rng):
    """A canter leg: a light, higher tap, as if the piece hops over a friend."""
    modes = [(520, 1.0), (1170, 0.5), (2050, 0.2)]
    return mix(silence(0.2), wood_knock(rng, 0.18, modes, 0.028, 3000, 0.35), at=0.005)


def capture(rng):
    """A jump with capture: a firm knock, then the taken piece clatters down and away."""
    out = wood_knock(rng, 0.3, BOARD_MODES, 0.06, 1500, 0.7, pitch=0.9)
    # The "taken" sound: a second, lighter knock and a soft falling tone.
    taken = wood_knock(rng, 0.2, BOARD_MODES, 0.035, 2200, 0.4, pitch=1.35)
    out = mix(out, taken, at=0.16, gain=0.5)
    n = int(0.3 * RATE)
    fall, phase = [], 0.0
    for i in range(n):
        t = i / n
        phase += 2.0 * math.pi * (560.0 * (1.0 - 0.45 * t)) / RATE  # 560 Hz down to ~310 Hz
        fall.append(math.sin(phase) * min(1.0, i / (0.01 * RATE)) * (1.0 - t) ** 2)
    return mix(out, fall, at=0.2, gain=0.35)


def castle(rng):
    """A castle entry: a small, bright bell-like chime."""
    f = 1568.0 * rng.uniform(0.995, 1.005)  # G6
    parts = [
        (f, 1.0, 0.35),
        (f * 2.0, 0.35, 0.2),
        (f * 2.76, 0.25, 0.12),  # inharmonic partials give the "bell" colour
        (f * 5.4, 0.08, 0.05),
        (f * 0.5, 0.25, 0.3),  # a soft hum note below keeps it from being shrill
    ]
    out = partials(1.0, parts, attack=0.001)
    # A second, softer strike a fifth above, without the highest partial (shrill up there).
    fifth = [(f * 1.5, a * 0.5, d) for f, a, d in parts if f < 5000]
    return mix(out, partials(0.91, fifth), at=0.09, gain=0.6)


def must_capture(rng):
    """A compulsory capture falls due: a subtle alert of two soft rising notes."""
    out = note(659.3, 0.3, 0.12, bright=0.15)  # E5
    return mix(out, note(880.0, 0.45, 0.16, bright=0.15), at=0.16)  # A5


def game_over(rng):
    """The end of the game: a short IV-V-I cadence in C major, the last chord ringing."""
    chords = [
        (0.0, [349.2, 440.0, 523.3]),  # F A C
        (0.3, [392.0, 493.9, 587.3]),  # G B D
        (0.6, [261.6, 523.3, 659.3, 784.0]),  # C C E G
    ]
    out = silence(1.5)
    for at, freqs in chords:
        last = at == chords[-1][0]
        for k, f in enumerate(freqs):
            # A few milliseconds' strum between the chord's notes sounds played, not generated.
            t = at + 0.012 * k + rng.uniform(0.0, 0.004)
            mix(out, note(f, 1.5 - t, 0.5 if last else 0.18, bright=0.25), at=t, gain=0.5)
    return out[: int(1.5 * RATE)]


def low_time(rng):
    """Low time on the player's clock: three short, urgent high notes (B5), evenly spaced."""
    out = silence(0.6)
    for k in range(3):
        mix(out, note(987.8, 0.16, 0.05, bright=0.35), at=0.18 * k)
    return out


def click(rng):
    """A UI click: a tiny, dry wooden tick."""
    modes = [(1900, 1.0), (3400, 0.4)]
    return wood_knock(rng, 0.05, modes, 0.008, 4000, 0.3)


# File name -> (synthesiser, release seconds).
SOUNDS = {
    "step.wav": (step, FADE_OUT),
    "canter.wav": (canter, FADE_OUT),
    "capture.wav": (capture, FADE_OUT),
    "castle.wav": (castle, 0.3),
    "must-capture.wav": (must_capture, 0.2),
    "game-over.wav": (game_over, 0.45),
    "click.wav": (click, 0.01),
    # Last, so that the sounds above keep their seeds (and bytes).
    "low-time.wav": (low_time, 0.1),
}


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join("assets", "sounds")
    os.makedirs(out_dir, exist_ok=True)
    for seed, (name, (make, release)) in enumerate(SOUNDS.items()):
        # Each sound has its own generator, so changing one sound leaves the others' bytes alone.
        samples = finish(make(random.Random(1930 + seed)), release)
        write_wav(os.path.join(out_dir, name), samples)
        print(f"{name}: {len(samples) / RATE:.3f} s")


if __name__ == "__main__":
    main()
