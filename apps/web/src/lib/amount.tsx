// The event's amount style on its pages (docs/product.md section 9; docs/decisions/061): the event
// layout and the room's pages provide it; every amount shown goes through the domain's one formatter
// with it. A short amount carries its full figure as a title (hover), so the exact amount is never lost.
import { type AmountStyle, DEFAULT_AMOUNT_STYLE, formatAmount } from "@sah/domain";
import { createContext, type ReactNode, useCallback, useContext } from "react";

const AmountStyleContext = createContext<AmountStyle>(DEFAULT_AMOUNT_STYLE);

/** The amount style of the event whose pages are below (the event's `amount_style`; "full" until it has loaded). */
export function AmountStyleProvider({ style, children }: { style: AmountStyle | null | undefined; children: ReactNode }) {
  return <AmountStyleContext value={style ?? DEFAULT_AMOUNT_STYLE}>{children}</AmountStyleContext>;
}

export function useAmountStyle(): AmountStyle {
  return useContext(AmountStyleContext);
}

/** `(value, unit) => text` in the event's style (domain formatAmount). */
export function useAmountText(): (value: number | null | undefined, unit?: string | null) => string {
  const style = useAmountStyle();
  return useCallback((value, unit) => formatAmount(value, unit, style), [style]);
}

/** An amount in the event's style; a short one has its full figure as its title. */
export function Amount({ value, unit }: { value: number | null | undefined; unit?: string | null }) {
  const style = useAmountStyle();
  const text = formatAmount(value, unit, style);
  const full = formatAmount(value, unit);
  return text === full ? text : <span title={full}>{text}</span>;
}
