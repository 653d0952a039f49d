// The sold moment's optional sound, made in the browser with the Web Audio API (no audio file to
// fetch): a rising chime for a sale, one low note for Unsold. Browsers let a page play sound only
// after a user's gesture: the context is created (or resumed) on the first click or key press.
import { useCallback, useEffect, useRef } from "react";

type Kind = "sold" | "unsold";

const NOTES: Record<Kind, readonly { hz: number; at: number; for: number }[]> = {
  sold: [
    { hz: 523.25, at: 0, for: 0.18 },
    { hz: 659.25, at: 0.12, for: 0.18 },
    { hz: 783.99, at: 0.24, for: 0.5 },
  ],
  unsold: [{ hz: 220, at: 0, for: 0.45 }],
};

function audioContextClass(): typeof AudioContext | undefined {
  if (typeof window === "undefined") return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
}

/** Plays the sound of `kind` on `ctx`: sine notes with a short fade, quiet enough for a hall's PA. */
export function playNotes(ctx: AudioContext, kind: Kind): void {
  const start = ctx.currentTime + 0.02;
  for (const note of NOTES[kind]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = note.hz;
    gain.gain.setValueAtTime(0, start + note.at);
    gain.gain.linearRampToValueAtTime(kind === "sold" ? 0.25 : 0.15, start + note.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.for);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + note.at);
    osc.stop(start + note.at + note.for + 0.05);
  }
}

/** `play(kind)` while `enabled`; the audio context starts with the page's first user gesture. */
export function useSaleSound(enabled: boolean) {
  const ctx = useRef<AudioContext | null>(null);

  useEffect(() => {
    const Ctor = audioContextClass();
    if (!Ctor) return;
    const unlock = () => {
      ctx.current ??= new Ctor();
      void ctx.current.resume().catch(() => {});
    };
    window.addEventListener("pointerdown", unlock);
    window.addEventListener("keydown", unlock);
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, []);

  useEffect(
    () => () => {
      void ctx.current?.close().catch(() => {});
      ctx.current = null;
    },
    [],
  );

  return useCallback(
    (kind: Kind) => {
      const c = ctx.current;
      if (!enabled || !c || c.state !== "running") return;
      playNotes(c, kind);
    },
    [enabled],
  );
}
