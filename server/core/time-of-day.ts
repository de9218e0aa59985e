/** Minutes since midnight of a wall-clock time written `HH:MM` (availability windows). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
