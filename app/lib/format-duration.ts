/**
 * A duration in English (issue 23 point 6): "3 s" under a minute, "12 min"
 * under an hour, "1 h 5 min" beyond ("2 h" on the hour). Seconds are left out
 * once there are minutes: a runtime is read at a glance, not to the second.
 * Anything that is not a positive number of seconds is "0 s".
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60) % 60;
  const hours = Math.floor(whole / 3600);
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
