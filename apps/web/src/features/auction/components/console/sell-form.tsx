// The sell form (docs/product.md sections 4, 5 and 9; docs/api.md "sell-player"): any status; statuses 3, 4 and 6
// take a team and a price, which are dropped from the payload for the others. The chosen team's purse
// shows under the fields; a full team is refused as full and a price above the max bid is refused,
// both before sending. Native selects: a keyboard picks a team by typing its name, a phone opens its
// own picker; full teams come last, marked "full". The price takes shorthands (25k, 1.5L, 1cr),
// shown back as the full number, and a Sold entry starts from the opening price, so Enter alone
// sells at it (docs/decisions/033-price-entry-and-console-apply.md).
//
// Keys: shift+a/b/u/s/r/x/i pick a status (section 9; the domain's status table), T and P go to team and price, Enter sells,
// Ctrl+Enter sells and draws the next player (console), Esc leaves a field so the letter keys work. Enter
// in a picker only confirms it and moves on (status → team → price): a sale is recorded by the sell
// action alone (docs/decisions/052). On a phone the console's sell actions stay in view above the
// bottom navigation.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputAdornment from "@mui/material/InputAdornment";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import Typography from "@mui/material/Typography";
import {
  ADJUST_MSG,
  basePriceRefusal,
  canOfferMatch,
  isPlacedStatus,
  isPriceShorthand,
  isTeamFull,
  MSG,
  PLAYER_STATUS,
  PLAYER_STATUSES,
  type Player,
  parsePrice,
  purseRefusal,
  RTM_TEXT,
  SellBody,
  saleStandingOfTeam,
  type Team,
  withoutIgnoredSaleFields,
} from "@sah/domain";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type Control, useController, useWatch } from "react-hook-form";
import { useHotkeys } from "react-hotkeys-hook";
import { z } from "zod";
import { FormCheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { FormTextField } from "../../../../components/form/fields.tsx";
import { Form, useSchemaForm } from "../../../../components/form/form.tsx";
import { MaxBidSentence } from "../../../../components/max-bid-sentence.tsx";
import { TEAM_FIGURE } from "../../../../components/team-figures.ts";
import { Amount, useAmountStyle, useAmountText } from "../../../../lib/amount.tsx";
import { ApiError, isApiError } from "../../../../lib/api-client.ts";
import { formatAmount } from "../../../../lib/format.ts";
import { AUCTION_KEYS } from "../../../../lib/shortcuts.ts";
import { BOTTOM_NAV_HEIGHT } from "../../../../lib/theme.ts";
import type { SellPayload } from "../../api/auction-console.ts";

/** Section 9 "Admin auction updates", in the order of the status codes (the domain's status table). */
export const STATUS_HOTKEYS: readonly { keys: string; status: number; label: string }[] = PLAYER_STATUSES.map((s) => ({
  keys: s.shortcut,
  status: s.code,
  label: s.label,
}));

/** The status select's hint, e.g. "Status (Shift+A/B/U/S/R/X/I)". */
const STATUS_HINT = `Status (Shift+${STATUS_HOTKEYS.map((h) => h.keys.replace("shift+", "").toUpperCase()).join("/")})`;
const placedLabels = PLAYER_STATUSES.filter((s) => s.wording.placed).map((s) => s.label);
/** "Sold, Retained and Icon Player take a team and a price." */
const PLACED_HINT = `${placedLabels.slice(0, -1).join(", ")} and ${placedLabels.at(-1)} take a team and a price.`;

export type SellIntent = "sell" | "next";

type Values = { player: number; status: string; team: string; price: string; override_limits: boolean; reason: string };

/** Full for this player: a team that holds the player already keeps its slot for a re-sale. */
function isFullFor(team: Team, player: Pick<Player, "transaction_detail">): boolean {
  return isTeamFull(team) && player.transaction_detail?.team !== team.id;
}

/**
 * Right to match (docs/api.md "Right to match"): the player's previous team when it may be offered a
 * match on a Sold to `chosen` (another team, with a card left; domain canOfferMatch), else undefined.
 */
export function matchOffer(
  teams: readonly Team[],
  player: Pick<Player, "previous_team">,
  status: number,
  chosen: number | undefined,
): Team | undefined {
  if (status !== PLAYER_STATUS.SOLD || chosen === undefined) return undefined;
  const previous = teams.find((t) => t.id === player.previous_team);
  if (!previous) return undefined;
  return canOfferMatch({ previousTeam: previous.id, winner: chosen, cardsLeft: previous.rtm_cards_left }) ? previous : undefined;
}

/** The team picker's order: teams that can buy first, full ones last (each group as the server lists it). */
export function teamChoices(teams: readonly Team[], player: Pick<Player, "transaction_detail">) {
  const choices = teams.map((team) => ({ team, full: isFullFor(team, player) }));
  return [...choices.filter((c) => !c.full), ...choices.filter((c) => c.full)];
}

/**
 * The price field's text as the whole number it stands for (domain parsePrice), where the status
 * takes a price; an unreadable text is the field's error. For other statuses SellBody drops team
 * and price (domain withoutIgnoredSaleFields), as the server does.
 */
function withPriceFromText(raw: unknown, ctx: z.RefinementCtx): unknown {
  const values = withoutIgnoredSaleFields(raw);
  if (typeof values !== "object" || values === null) return values;
  const text = (values as Record<string, unknown>).price;
  if (typeof text !== "string" || text.trim() === "") return values;
  const price = parsePrice(text);
  if (price === null) {
    ctx.addIssue({ code: "custom", path: ["price"], message: MSG.invalidPrice, input: text });
    return values;
  }
  return { ...values, price };
}

/**
 * The domain's SellBody, read from the form's texts, plus the sale's checks the server would make, from
 * the domain's sale rule (basePriceRefusal, purseRefusal over the team JSON) in its order: below the
 * player's base price only with "override limits"; a full team is refused as full ("<team> is full (8
 * of 8 players)"), then a price above the chosen team's max bid; none leaves the browser. "Override
 * limits" lifts the max bid's reserve: the funds are then the server's check. A re-sale to the team
 * that already holds the player is left to the server (judged with this player's own sale reversed).
 */
export function sellFormSchema(teams: readonly Team[], player: Pick<Player, "transaction_detail" | "base_price">) {
  // Typed as the form's texts in and the domain's SellBody out.
  const fromText = z.preprocess(withPriceFromText, SellBody) as unknown as z.ZodType<z.output<typeof SellBody>, Values>;
  return fromText.superRefine((v, ctx) => {
    const team = teams.find((t) => t.id === v.team);
    const lift = v.override_limits === true;
    const base = v.price != null && !lift ? basePriceRefusal(v.status, v.price, player.base_price, team?.funds_unit ?? "") : null;
    if (base !== null) ctx.addIssue({ code: "custom", path: ["price"], message: base });
    if (!isPlacedStatus(v.status) || v.team == null || !team || player.transaction_detail?.team === team.id) return;
    const refusal = purseRefusal(saleStandingOfTeam(team), lift ? null : (v.price ?? null), {
      lift: false,
      fundsUnit: team.funds_unit,
    });
    if (refusal) ctx.addIssue({ code: "custom", path: [refusal.field], message: refusal.message });
  });
}

/** What POST sell-player/ gets: team and price only where the status takes them (domain withoutIgnoredSaleFields). */
export function toSellPayload(values: z.output<typeof SellBody>, options: { suppressPlayerCheck?: boolean } = {}): SellPayload {
  const sale = withoutIgnoredSaleFields(values);
  const payload: SellPayload = { player: sale.player, status: sale.status };
  if (sale.team != null) payload.team = sale.team;
  if (sale.price != null) payload.price = sale.price;
  if (options.suppressPlayerCheck) payload.suppress_player_check = true;
  if (values.override_limits && sale.price != null) payload.override_limits = true;
  return payload;
}

function initialValues(player: Player, from: "block" | "player"): Values {
  // The console starts at Auctioning with no team and price (docs/product.md section 4); the player page
  // starts from where the player stands, so a correction changes only what it must.
  if (from === "block")
    return {
      player: player.id,
      status: String(PLAYER_STATUS.AUCTIONING),
      team: "",
      price: "",
      override_limits: false,
      reason: "",
    };
  const sale = player.transaction_detail;
  return {
    player: player.id,
    status: String(player.status),
    team: sale ? String(sale.team) : "",
    price: sale ? String(sale.price) : "",
    override_limits: false,
    reason: "",
  };
}

/**
 * The form has no field for the player itself: an answer about it (e.g. a player of another event)
 * belongs in the panel above the form, not under an invisible field.
 */
function withPlayerErrorInPanel(error: unknown): unknown {
  if (!isApiError(error) || typeof error.body !== "object" || error.body === null || !("player" in error.body)) return error;
  const { player, detail, ...rest } = error.body as Record<string, unknown>;
  const text = [detail, ...(Array.isArray(player) ? player : [player])].filter(Boolean).map(String).join(" ");
  return new ApiError(error.status, { ...rest, detail: text });
}

/** Only the page itself: a focused button or link keeps its own Enter, a picker's Enter moves on. */
function isPlainTarget(e: KeyboardEvent): boolean {
  const target = e.target as HTMLElement | null;
  return !target || target === document.body || target === document.documentElement;
}

type SelectProps = {
  name: "status" | "team";
  control: Control<Values>;
  label: string;
  disabled?: boolean;
  helper?: ReactNode;
  children: ReactNode;
  hint?: string;
  /** Told the value picked, after the form has it. */
  onPick?: (value: string) => void;
};

function SelectField({ name, control, label, disabled, helper, children, hint, onPick }: SelectProps) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const message = fieldState.error?.message;
  return (
    <FormControl fullWidth error={Boolean(message)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={field.name}
        value={field.value}
        onChange={(e) => {
          field.onChange(e);
          onPick?.(e.target.value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ "aria-describedby": message || helper ? `${id}-helper` : undefined, title: hint }}
      >
        {children}
      </NativeSelect>
      {(message || helper) && (
        <FormHelperText id={`${id}-helper`} component="div">
          {message ?? helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}

function PriceField({ control, disabled, unit }: { control: Control<Values>; disabled: boolean; unit: string }) {
  const { field, fieldState } = useController({ name: "price", control });
  const id = useId();
  const message = fieldState.error?.message;
  // A shorthand is shown back as the number it sends, as it is typed ("25k" → "= 25,000 Points"). In
  // the short amount style every price is, in full and as the room reads it ("= 2,00,00,000 INR (₹2
  // Cr)"), so a fast typist sees both the digits and the crore (docs/decisions/061).
  const style = useAmountStyle();
  const parsed = !disabled && (style === "short" || isPriceShorthand(field.value)) ? parsePrice(field.value) : null;
  const full = parsed !== null ? formatAmount(parsed, unit) : null;
  const short = parsed !== null ? formatAmount(parsed, unit, style) : null;
  const echo = full === null ? null : `= ${full}${short !== full ? ` (${short})` : ""}`;
  const helper = message ?? echo;
  return (
    <FormControl fullWidth error={Boolean(message)} disabled={disabled}>
      <InputLabel htmlFor={id}>Price</InputLabel>
      <OutlinedInput
        id={id}
        label="Price"
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        // However it is reached (Tab from the team, P, a click), typing replaces the opening price.
        onFocus={(e) => (e.target as HTMLInputElement).select()}
        inputRef={field.ref}
        // Text, not a number input: "25k", "1.5L" and "1cr" are prices too.
        inputProps={{ autoComplete: "off", spellCheck: false, title: "Price (P): a number, or 25k, 2.5k, 1.5L, 1cr" }}
        endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
        aria-describedby={helper ? `${id}-helper` : undefined}
      />
      {/* Announced as it changes, so a screen reader hears the number a shorthand stands for. */}
      <FormHelperText id={`${id}-helper`} aria-live="polite">
        {helper}
      </FormHelperText>
    </FormControl>
  );
}

function Purse({ team }: { team: Team | undefined }) {
  if (!team) return "Choose the buying team (T), then the price (P).";
  return (
    <Box component="span" sx={{ display: "flex", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.25 }}>
      <span>
        {TEAM_FIGURE.fundsLeft}{" "}
        <strong>
          <Amount value={team.funds_remaining} unit={team.funds_unit} />
        </strong>
      </span>
      <Box component="span" sx={{ color: "primary.main" }}>
        {TEAM_FIGURE.maxBid}{" "}
        <strong>
          <Amount value={team.max_bid} unit={team.funds_unit} />
        </strong>
      </Box>
      <span>
        {TEAM_FIGURE.openSlots} <strong>{team.players_remaining}</strong>
      </span>
      <MaxBidSentence team={team} />
    </Box>
  );
}

type Props = {
  player: Player;
  teams: readonly Team[];
  /** The event's funds unit, for the price field. */
  unit: string;
  /** "block": the live console (starts at Auctioning; the server checks the player is on the block). */
  from: "block" | "player";
  onSubmit: (payload: SellPayload, intent: SellIntent) => Promise<unknown>;
  /** Offer "Sell Player + Next Player" (the console). */
  withNext?: boolean;
  /** Keyboard shortcuts on (off while a dialog is open). */
  hotkeys?: boolean;
  /**
   * A correction of an earlier result (docs/api.md "Corrections and undo"): a required
   * Reason field, sent as `reason` with the payload.
   */
  withReason?: boolean;
  /** Told which team is chosen (the console highlights its purse). */
  onTeamChange?: (teamId: number | undefined) => void;
  /**
   * The player's opening price (domain openingPrice: its base price, else the event's
   * `min_player_price`): picking Sold with no price yet fills it in, so Enter alone sells at it.
   */
  openingPrice?: number;
};

export function SellForm({
  player,
  teams,
  unit,
  from,
  onSubmit,
  withNext = false,
  hotkeys = true,
  onTeamChange,
  openingPrice,
  withReason = false,
}: Props) {
  const schema = sellFormSchema(teams, player);
  const amountText = useAmountText();
  const form = useSchemaForm(schema, initialValues(player, from));
  const control = form.control as unknown as Control<Values>;
  const formRef = useRef<HTMLFormElement>(null);
  const sellRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const intent = useRef<SellIntent>("sell");
  /** Set by the "Right to match" button for the submit it starts. */
  const asMatch = useRef(false);
  const [pending, setPending] = useState<SellIntent | null>(null);
  const status = Number(useWatch({ control, name: "status" }));
  const teamId = Number(useWatch({ control, name: "team" }) || Number.NaN);
  const placed = isPlacedStatus(status);
  const team = teams.find((t) => t.id === teamId);
  const busy = form.formState.isSubmitting || pending !== null;
  const chosenTeam = placed ? team?.id : undefined;
  // The console's offer only (typed mode): a correction changes a result, it is not the sale's moment.
  const offer = from === "block" ? matchOffer(teams, player, status, chosenTeam) : undefined;
  useEffect(() => onTeamChange?.(chosenTeam), [onTeamChange, chosenTeam]);

  /** After a status is picked: Sold starts from the opening price when no price is entered yet. */
  const startPrice = (code: string) => {
    if (Number(code) !== PLAYER_STATUS.SOLD || openingPrice === undefined) return;
    if (String(form.getValues("price") ?? "").trim() === "") form.setValue("price", String(openingPrice), { shouldDirty: true });
  };

  useHotkeys(
    STATUS_HOTKEYS.map((h) => h.keys),
    (_e, hotkey) => {
      const picked = STATUS_HOTKEYS.find((h) => h.keys === `shift+${hotkey.keys?.[0]}`);
      // Rendered at once: T and P (enabled by a status that takes a team) may follow within milliseconds.
      if (picked)
        flushSync(() => {
          form.setValue("status", String(picked.status), { shouldDirty: true });
          startPrice(String(picked.status));
        });
    },
    { enabled: hotkeys, preventDefault: true },
  );
  // Focused at once (react-hook-form's setFocus waits a tick, and the next keys would miss the field).
  // The price's text is selected, so typing replaces the opening price instead of adding to it.
  const focusField = (name: "team" | "price") => {
    const field = formRef.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    field?.focus();
    if (field instanceof HTMLInputElement) field.select();
  };
  useHotkeys(AUCTION_KEYS.team, () => focusField("team"), { enabled: hotkeys && placed, preventDefault: true });
  useHotkeys(AUCTION_KEYS.price, () => focusField("price"), { enabled: hotkeys && placed, preventDefault: true });
  useHotkeys(AUCTION_KEYS.sell, () => sellRef.current?.click(), {
    enabled: hotkeys,
    ignoreEventWhen: (e) => busy || !isPlainTarget(e),
    preventDefault: true,
  });
  /** Enter in a picker confirms it and goes on to the next field (the sell button after the last). */
  const enterInPicker = (select: HTMLSelectElement) => {
    if (select.name === "status" && isPlacedStatus(Number(select.value))) focusField("team");
    else if (select.name === "team") focusField("price");
    else sellRef.current?.focus();
  };
  useHotkeys(AUCTION_KEYS.sellAndNext, () => nextRef.current?.click(), {
    enabled: hotkeys && withNext,
    enableOnFormTags: ["input", "select"],
    ignoreEventWhen: () => busy,
    preventDefault: true,
  });

  const submit = async (values: z.output<typeof schema>) => {
    // The reason is the correction's, outside the sale's schema.
    const reason = String(form.getValues("reason") ?? "").trim();
    if (withReason && reason === "") {
      form.setError("reason", { message: ADJUST_MSG.reasonRequired });
      return;
    }
    const chosen = intent.current;
    intent.current = "sell";
    const rtm = asMatch.current;
    asMatch.current = false;
    setPending(chosen);
    try {
      const sale = toSellPayload(values, { suppressPlayerCheck: from === "player" });
      const payload = rtm ? { ...sale, rtm: true as const } : sale;
      await onSubmit(withReason ? { ...payload, reason } : payload, chosen);
    } catch (error) {
      throw withPlayerErrorInPanel(error);
    } finally {
      setPending(null);
    }
    // Back to the page, so that the next letter key is a shortcut, not text in the price field.
    (document.activeElement as HTMLElement | null)?.blur?.();
  };

  // Both submit the form; the button says which of the two it is (`intent`), and shows the wait of its own.
  const submitButton = (
    which: SellIntent,
    ref: RefObject<HTMLButtonElement | null>,
    variant: "contained" | "outlined",
    label: string,
  ) => (
    <Button
      ref={ref}
      type="submit"
      variant={variant}
      size="large"
      loading={pending === which}
      disabled={busy}
      onClick={() => {
        intent.current = which;
        asMatch.current = false;
      }}
      sx={{ flex: { mobile: "1 1 100%", tablet: "0 0 auto" } }}
    >
      {label}
    </Button>
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Sell player"
      ref={formRef}
      onKeyDown={(e) => {
        const target = e.target as HTMLElement;
        if (e.key === "Escape" && (target.tagName === "INPUT" || target.tagName === "SELECT")) target.blur();
        if (e.key === "Enter" && !e.ctrlKey && !e.metaKey && target instanceof HTMLSelectElement) {
          e.preventDefault();
          enterInPicker(target);
        }
      }}
    >
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { mobile: "minmax(0, 1fr)", tablet: "minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <SelectField name="status" control={control} label="Status" hint={STATUS_HINT} onPick={startPrice}>
          {PLAYER_STATUSES.map((s) => (
            <option key={s.code} value={String(s.code)}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="team"
          control={control}
          label="Team"
          disabled={!placed}
          hint="Team (T)"
          helper={placed ? <Purse team={team} /> : PLACED_HINT}
        >
          {/* Not a letter first: typing a team's initial must never land on the empty choice. */}
          <option value="">– Choose a team –</option>
          {teamChoices(teams, player).map(({ team: t, full }) => (
            <option key={t.id} value={String(t.id)}>
              {full ? `${t.name} (full)` : t.name}
            </option>
          ))}
        </SelectField>
        <PriceField control={control} disabled={!placed} unit={unit} />
      </Box>
      {withReason && (
        <Box sx={{ mt: 2 }}>
          <FormTextField control={control} name="reason" label="Reason for the correction" required />
        </Box>
      )}
      {placed && (
        <Box sx={{ mt: 1 }}>
          <FormCheckboxField
            control={control}
            name="override_limits"
            label={`Override limits: below the ${player.base_price !== null ? `base price of ${amountText(player.base_price, unit)}` : "minimum price"} or into the money kept for the minimum squad (logged)`}
          />
        </Box>
      )}
      <Box
        data-testid="sell-actions"
        sx={{
          mt: 2,
          display: "flex",
          flexWrap: "wrap",
          gap: 1.5,
          alignItems: "center",
          // The console on a phone: in view above the bottom navigation, wherever the page is scrolled.
          ...(from === "block" && {
            position: { mobile: "fixed", laptop: "static" },
            left: 0,
            right: 0,
            bottom: { mobile: BOTTOM_NAV_HEIGHT, laptop: "auto" },
            zIndex: { mobile: 1050, laptop: "auto" },
            flexWrap: { mobile: "nowrap", laptop: "wrap" },
            gap: { mobile: 1, laptop: 1.5 },
            p: { mobile: 1, laptop: 0 },
            bgcolor: { mobile: "background.paper", laptop: "transparent" },
            borderTop: { mobile: 1, laptop: 0 },
            borderColor: "divider",
          }),
        }}
      >
        {submitButton("sell", sellRef, "contained", "Sell Player")}
        {withNext && submitButton("next", nextRef, "outlined", "Sell Player + Next Player")}
        {offer && (
          // Sells to the previous team at the same price, using one of its cards: the chosen team is
          // replaced before the form submits (the same checks of purse and squad run on it).
          <Button
            type="submit"
            variant="outlined"
            color="secondary"
            size="large"
            disabled={busy}
            onClick={() => {
              intent.current = "sell";
              asMatch.current = true;
              form.setValue("team", String(offer.id), { shouldDirty: true });
            }}
            sx={{ flex: { mobile: "1 1 100%", tablet: "0 0 auto" } }}
          >
            {RTM_TEXT.offer(offer.name)}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ display: { mobile: "none", laptop: "block" } }}>
          Enter sells{withNext ? " · Ctrl+Enter sells and draws the next player" : ""} · T team · P price · Esc leaves a field
        </Typography>
      </Box>
      {/* Room for the fixed actions, so the end of the page scrolls clear of them. */}
      {from === "block" && <Box aria-hidden sx={{ height: { mobile: 64, laptop: 0 } }} />}
    </Form>
  );
}
