/**
 * A short two-note chime, drawn by the Web Audio API (no sound file to download or cache). A
 * browser without it, or one that has not let the page play sound yet (no tap on the page so far),
 * stays silent: the chime only adds to what the screen already shows.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

export function chime(): void {
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    const start = context.currentTime;
    // Two rising notes, each fading out: heard over a kitchen without startling the guests.
    for (const [i, frequency] of [880, 1320].entries()) {
      const at = start + i * 0.18;
      const note = context.createOscillator();
      const volume = context.createGain();
      note.frequency.value = frequency;
      volume.gain.setValueAtTime(0.25, at);
      volume.gain.exponentialRampToValueAtTime(0.001, at + 0.35);
      note.connect(volume).connect(context.destination);
      note.start(at);
      note.stop(at + 0.35);
    }
  } catch {
    // Sound is a courtesy: a device that refuses it still shows the order.
  }
}
