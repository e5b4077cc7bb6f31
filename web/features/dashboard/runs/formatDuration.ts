/**
 * 4200 -> "4.2 s", 65000 -> "1 min 5 s", 3720000 -> "1 h 2 min": how long a run or step took,
 * to a tenth of a second under 10 s. The units are written alike in English and Spanish.
 */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${Math.round(ms / 100) / 10} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}
