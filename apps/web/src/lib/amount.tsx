// The event's amount style on its pages (docs/product.md section 9; docs/decisions/061): the event
// layout and the room's pages provide it; every amount shown goes through the domain's one formatter
// with it. A short amount carries its full figure as a title (hover), so the exact amount is never lost.
import { type AmountStyle, DEFAULT_AMOUNT_STYLE, formatAmount } from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext } from "react";
import { eventQueryOptions } from "./event-queries.ts";

const AmountStyleContext = createContext<AmountStyle>(DEFAULT_AMOUNT_STYLE);

/** The amount style of the event whose pages are below (the event's `amount_style`; "full" until it has loaded). */
export function AmountStyleProvider({ style, children }: { style: AmountStyle | null | undefined; children: ReactNode }) {
  return <AmountStyleContext value={style ?? DEFAULT_AMOUNT_STYLE}>{children}</AmountStyleContext>;
}

/**
 * The amount style of event `eventId` for the page below, from the event's cached read: the pages that
 * run without the event layout (the room's screens, the owner's bid page, the console and sell page
 * when shown on their own) say their amounts as the layout's pages do.
 */
export function EventAmountStyle({ eventId, children }: { eventId: number; children: ReactNode }) {
  const event = useQuery(eventQueryOptions(eventId));
  return <AmountStyleProvider style={event.data?.amount_style}>{children}</AmountStyleProvider>;
}

export function useAmountStyle(): AmountStyle {
  return useContext(AmountStyleContext);
}

/** `(value, unit) => text` in the event's style (domain formatAmount). */
export function useAmountText(): (value: number | null | undefined, unit?: string | null) => string {
  const style = useAmountStyle();
  return useCallback((value, unit) => formatAmount(value, unit, style), [style]);
}

/**
 * `(value, unit) => text` where the unit is said once around the amounts (a table headed "in INR", the
 * sentence behind a max bid): the number alone in the full style ("2,00,00,000"), the short amount with
 * its symbol in the short style ("₹2 Cr").
 */
export function useFigureText(): (value: number | null | undefined, unit?: string | null) => string {
  const style = useAmountStyle();
  return useCallback((value, unit) => (style === "short" ? formatAmount(value, unit, style) : formatAmount(value)), [style]);
}

/**
 * An amount in the event's style; a short one has its full figure as its title. `bare`: where the unit
 * is said around it (useFigureText), the full style shows the number alone.
 */
export function Amount({ value, unit, bare }: { value: number | null | undefined; unit?: string | null; bare?: boolean }) {
  const style = useAmountStyle();
  const text = formatAmount(value, unit, style);
  const full = formatAmount(value, unit);
  if (text === full) return bare ? formatAmount(value) : text;
  return <span title={full}>{text}</span>;
}
