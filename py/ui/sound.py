"""Sound: optional and off by default. A few tiny effects synthesised with WebAudio in code (no
audio file): the dice rattle (short bursts of noise), a coin's "ching" for money, a soft flip for
a card, a fanfare for the winner. The choice is remembered in localStorage like the language.

No AudioContext is created while sound is off (browsers warn about one made without a click, and
a classroom hates surprises): the first one is made when the player turns sound on (a click), or
on the first effect after a reload with sound on. A browser without WebAudio has no sound."""

import contextlib

from pyscript import window

from .dom import absent

STORE = "tycoon-table.sound"
EFFECTS = ("dice", "coin", "card", "fanfare")

# One call into JavaScript per effect: every node is made, started and stopped there.
PLAY_JS = """
const t0 = ctx.currentTime + Math.max(0, wait);
const out = ctx.createGain();
out.gain.value = 0.22;
out.connect(ctx.destination);
const tone = (freq, start, dur, type, vol) => {
  const o = ctx.createOscillator(), g = ctx.createGain();
  o.type = type;
  o.frequency.setValueAtTime(freq, start);
  g.gain.setValueAtTime(0.0001, start);
  g.gain.exponentialRampToValueAtTime(vol, start + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, start + dur);
  o.connect(g); g.connect(out);
  o.start(start); o.stop(start + dur + 0.03);
};
const noise = (start, dur, vol, freq) => {
  const n = Math.max(1, Math.floor(ctx.sampleRate * dur));
  const buffer = ctx.createBuffer(1, n, ctx.sampleRate), data = buffer.getChannelData(0);
  for (let i = 0; i < n; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / n);
  const src = ctx.createBufferSource(), band = ctx.createBiquadFilter(), g = ctx.createGain();
  src.buffer = buffer;
  band.type = "bandpass"; band.frequency.value = freq; band.Q.value = 1.5;
  g.gain.value = vol;
  src.connect(band); band.connect(g); g.connect(out);
  src.start(start);
};
if (name === "dice") {
  for (let i = 0; i < 6; i++) noise(t0 + i * 0.05 + Math.random() * 0.02, 0.03, 0.9, 1500 + Math.random() * 2000);
} else if (name === "coin") {
  tone(1318.5, t0, 0.1, "triangle", 0.5);
  tone(1975.5, t0 + 0.06, 0.4, "sine", 0.45);
} else if (name === "card") {
  noise(t0, 0.07, 0.6, 3000);
  tone(520, t0, 0.05, "triangle", 0.15);
} else if (name === "fanfare") {
  [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(f, t0 + i * 0.13, i === 3 ? 0.7 : 0.15, "square", 0.2));
}"""
_play = window.Function.new("ctx", "name", "wait", PLAY_JS) if hasattr(window, "Function") else None


class Sound:
    def __init__(self):
        self.on = _load() == "on"
        self.context = None  # made only once sound is on
        self.played = 0  # effects played (for tests and the curious)

    def set(self, on: bool) -> None:
        """Turn sound on (from a click: the browser lets the context start) or off."""
        self.on = bool(on)
        with contextlib.suppress(Exception):  # storage off or full: not remembered
            window.localStorage.setItem(STORE, "on" if self.on else "off")
        if self.on:
            self._context()
        elif self.context is not None:
            with contextlib.suppress(Exception):
                self.context.suspend()

    def _context(self):
        if self.context is None:
            maker = getattr(window, "AudioContext", None)
            if absent(maker):
                maker = getattr(window, "webkitAudioContext", None)
            if absent(maker):
                return None  # an old browser: no sound
            try:
                self.context = maker.new()
            except Exception:  # noqa: BLE001 - too many contexts, a locked-down browser: no sound
                return None
        if str(self.context.state) == "suspended":
            with contextlib.suppress(Exception):
                self.context.resume()
        return self.context

    def play(self, name: str, wait: float = 0.0) -> None:
        """Play effect `name` after `wait` seconds; nothing while sound is off."""
        if not self.on or name not in EFFECTS or _play is None:
            return
        context = self._context()
        if context is None:
            return
        try:
            _play(context, name, float(wait))
            self.played += 1
        except Exception:  # noqa: BLE001 - a sound must never break the game
            return


def _load():
    try:
        value = window.localStorage.getItem(STORE)
    except Exception:  # noqa: BLE001 - storage forbidden: sound off
        return None
    return None if absent(value) else str(value)
