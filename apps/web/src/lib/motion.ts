// The app's animations, as MUI `sx`: none plays under the visitor's "reduce motion" setting
// (docs/decisions/043-accessibility.md), so that setting is honoured in this one place rather than by
// every animated element: entrances and highlights, the live dot's pulse, the loading bar, spinners.
import type { CSSObject } from "@mui/material/styles";

/**
 * An animation named `name` (unique in the app) through `frames` (CSS keyframes: `{ from: {...} }` for
 * an entrance that ends at the element's own style) over `timing`, as CSS `animation` takes it
 * ("600ms ease-out both", "2s ease-in-out infinite").
 */
export function motionSx(name: string, frames: Record<string, CSSObject>, timing: string): CSSObject {
  return {
    animation: `${name} ${timing}`,
    [`@keyframes ${name}`]: frames,
    "@media (prefers-reduced-motion: reduce)": { animation: "none" },
  };
}
