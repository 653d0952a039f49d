// A small seeded PRNG (mulberry32), so a failing fuzz or crash run repeats with the seed it printed.

export type Rng = {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
};

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** A stable 32-bit hash of a text (FNV-1a), to derive one stream per operation from the run's seed. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seed from `envName`, or a fresh one; printed so a failure can be repeated. */
export function seedFromEnv(envName: string): number {
  const given = process.env[envName];
  const seed = given && /^\d+$/.test(given) ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  return seed;
}
