// The event form, for create (/events/create) and edit (dashboard settings) (docs/product.md sections 2, 3 and
// 5): every event field; type from the event types, owners from the users (label = email).
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  type AmountStyle,
  BIDDING_DEFAULTS,
  type BiddingMode,
  DEFAULT_AMOUNT_STYLE,
  defaultBidSteps,
  type Event,
  EventBody,
  formatAmount,
  QUOTA_MSG,
  quotaRowMessage,
  RTM_LIMITS,
} from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { FormTextField } from "../../../components/form/fields.tsx";
import { Form, useSchemaForm } from "../../../components/form/form.tsx";
import { FormFooter } from "../../../components/form/form-footer.tsx";
import { FormImageField } from "../../../components/form/image-field.tsx";
import { FormMultiSelectField } from "../../../components/form/multi-select-field.tsx";
import { FormSelectField } from "../../../components/form/select-field.tsx";
import { type FormMode, useSaveForm } from "../../../components/form/use-save-form.tsx";
import { skillsQueryOptions } from "../../../lib/event-queries.ts";
import { useOwnerPicker } from "../../../lib/user-options.ts";
import { useEventTypes } from "../api/events.ts";
import { BiddingEditor, type BidStepRow, bidStepRows } from "./bidding-editor.tsx";
import { QuotaEditor, type QuotaFormRow } from "./quota-editor.tsx";

type Num = number | "";

export type EventFormValues = {
  name: string;
  logo: File | "" | null;
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  funds_per_team: Num;
  funds_unit: string;
  min_player_price: Num;
  min_players: Num;
  max_players: Num;
  type: Num;
  owners: number[];
  /** Squad rules (docs/api.md "Squad quotas"): edited once the event exists. */
  quotas: QuotaFormRow[];
  /** Bidding by team owners (docs/api.md "Bidding by team owners"). */
  bidding: BiddingMode;
  bid_steps: BidStepRow[];
  first_bid_seconds: Num;
  bid_seconds: Num;
  auto_sell: boolean;
  /** How the event's screens, cards and pages show amounts (docs/api.md "Events" amount_style). */
  amount_style: AmountStyle;
  /** Right to match (docs/api.md "Right to match"): cards per team (0: off) and the owners' window. */
  rtm_cards: Num;
  rtm_seconds: Num;
};

/** The amount style's choices, each with an example in the formatter's own words (domain formatAmount). */
const AMOUNT_STYLE_OPTIONS = (["full", "short"] as const).map((style) => ({
  value: style,
  label: `${style === "full" ? "Full" : "Short"}: ${formatAmount(27_00_00_000, "INR", style)}, ${formatAmount(1_200_000, "USD", style)}`,
}));

export const NEW_EVENT: EventFormValues = {
  name: "",
  logo: null,
  date: "",
  start_time: "",
  end_time: "",
  location: "",
  funds_per_team: "",
  funds_unit: "",
  min_player_price: "",
  min_players: "",
  max_players: "",
  type: "",
  owners: [],
  quotas: [],
  // The API's defaults (domain BIDDING_DEFAULTS); the ladder then follows the purse and the minimum price
  // as they are typed (FitBidSteps).
  bidding: BIDDING_DEFAULTS.bidding,
  bid_steps: bidStepRows(BIDDING_DEFAULTS.bid_steps),
  first_bid_seconds: BIDDING_DEFAULTS.first_bid_seconds,
  bid_seconds: BIDDING_DEFAULTS.bid_seconds,
  auto_sell: BIDDING_DEFAULTS.auto_sell,
  amount_style: DEFAULT_AMOUNT_STYLE,
  rtm_cards: RTM_LIMITS.cardsDefault,
  rtm_seconds: RTM_LIMITS.secondsDefault,
};

export function eventFormValues(event: Event): EventFormValues {
  return {
    name: event.name,
    logo: null,
    date: event.date,
    start_time: event.start_time,
    end_time: event.end_time,
    location: event.location,
    funds_per_team: event.funds_per_team,
    funds_unit: event.funds_unit,
    min_player_price: event.min_player_price,
    min_players: event.min_players,
    max_players: event.max_players,
    type: event.type,
    owners: event.owners,
    quotas: event.quotas.map((q) => ({ kind: q.kind, id: q.id, min: q.min ?? "", max: q.max ?? "" })),
    bidding: event.bidding,
    bid_steps: bidStepRows(event.bid_steps),
    first_bid_seconds: event.first_bid_seconds,
    bid_seconds: event.bid_seconds,
    auto_sell: event.auto_sell,
    amount_style: event.amount_style,
    rtm_cards: event.rtm_cards,
    rtm_seconds: event.rtm_seconds,
  };
}

/**
 * The form's schema: the API's, plus what the server checks against the stored event, so the cells show
 * it before a round trip: a skill of this event, a min within the max players (decision 044).
 */
function eventFormSchema(skillIds: ReadonlySet<number> | null) {
  return EventBody.superRefine((e, ctx) => {
    (e.quotas ?? []).forEach((q, i) => {
      if (q.kind === "skill" && skillIds && !skillIds.has(q.id))
        ctx.addIssue({ code: "custom", path: ["quotas", i, "id"], message: quotaRowMessage(i, QUOTA_MSG.unknownSkill) });
      if (q.min !== null && q.min > e.max_players)
        ctx.addIssue({
          code: "custom",
          path: ["quotas", i, "min"],
          message: quotaRowMessage(i, QUOTA_MSG.minAboveSquad(e.max_players)),
        });
    });
  });
}

/**
 * A new event's ladder is the one the API would give it (domain defaultBidSteps, decision 059): it follows
 * the purse and the minimum price as they are typed, until the organiser edits a rung. A component of its
 * own that draws nothing, so that a keystroke in those fields renders it alone, not the whole form.
 */
function FitBidSteps({ form }: { form: UseFormReturn<EventFormValues> }) {
  const [purse, min] = useWatch({ control: form.control, name: ["funds_per_team", "min_player_price"] });
  const fitted = useRef(JSON.stringify(form.getValues("bid_steps")));
  useEffect(() => {
    if (purse === "" || min === "" || !Number.isFinite(Number(purse)) || !Number.isFinite(Number(min))) return;
    if (JSON.stringify(form.getValues("bid_steps")) !== fitted.current) return;
    const rows = bidStepRows(defaultBidSteps(Number(purse), Number(min)));
    const text = JSON.stringify(rows);
    if (text === fitted.current) return;
    fitted.current = text;
    form.setValue("bid_steps", rows);
  }, [purse, min, form]);
  return null;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Typography variant="overline" color="primary" component="h3" sx={{ lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const twoColumns = { display: "grid", gap: 2.5, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr" } } as const;
const whole = { min: 0, step: 1 };

type Props = {
  mode: FormMode;
  defaultValues: EventFormValues;
  currentLogo?: string | null;
  /** The saved owners by name (owners_details), shown as chips before any search. */
  currentOwners?: readonly { id: number; name: string }[];
  /** The event being edited: its squad rules are edited here (a new event's skills do not exist yet). */
  eventId?: number;
  onSave: (body: FormData) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
};

export function EventForm({ mode, defaultValues, currentLogo, currentOwners, eventId, onSave, onDone, onCancel }: Props) {
  const skills = useQuery({ ...skillsQueryOptions(eventId ?? Number.NaN) });
  const schema = useMemo(() => eventFormSchema(skills.data ? new Set(skills.data.map((s) => s.id)) : null), [skills.data]);
  const form = useSchemaForm(schema, defaultValues);
  const types = useEventTypes();
  const users = useOwnerPicker(currentOwners);
  const { submit, submitting, dialog } = useSaveForm(form, {
    mode,
    onSave,
    onDone,
    // A new event has no squad rules yet: they are set once it exists (its skills are copied in then).
    createPayload: ({ logo, owners, quotas: _quotas, ...rest }) => ({
      ...rest,
      owners: owners ?? [],
      logo: logo instanceof Blob ? logo : undefined,
    }),
  });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={mode === "create" ? "Create Event" : "Edit Auction Details"}
      addAnother={mode === "create"}
    >
      {mode === "create" && <FitBidSteps form={form as unknown as UseFormReturn<EventFormValues>} />}
      <Stack spacing={4}>
        <Group title="Event">
          <FormTextField control={control} name="name" label="Name" required autoFocus={mode === "create"} />
          <Box sx={twoColumns}>
            <FormSelectField
              control={control}
              name="type"
              label="Type"
              required
              options={(types.data ?? []).map((t) => ({ label: t.name, value: t.id }))}
              helperText={types.isError ? "The event types could not be loaded." : undefined}
            />
            <FormTextField control={control} name="location" label="Location" required />
          </Box>
          <Box sx={{ ...twoColumns, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr", laptop: "1fr 1fr 1fr" } }}>
            <FormTextField control={control} name="date" label="Date" type="date" required />
            <FormTextField control={control} name="start_time" label="Start time" type="time" required />
            <FormTextField control={control} name="end_time" label="End time" type="time" required />
          </Box>
        </Group>
        <Group title="Purse and squads">
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="funds_per_team"
              label="Funds per team"
              type="number"
              inputProps={whole}
              required
            />
            <FormTextField
              control={control}
              name="funds_unit"
              label="Funds unit"
              required
              helperText="Currency or points, e.g. Points, ₹, Lakh"
            />
          </Box>
          <FormSelectField
            control={control}
            name="amount_style"
            label="Amounts shown"
            options={AMOUNT_STYLE_OPTIONS}
            helperText="Short says amounts as people do (crore and lakh for INR); the full amount stays on hover and in exports."
          />
          <Box sx={{ ...twoColumns, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr", laptop: "1fr 1fr 1fr" } }}>
            <FormTextField
              control={control}
              name="min_player_price"
              label="Min. price per player"
              type="number"
              inputProps={whole}
              required
            />
            <FormTextField
              control={control}
              name="min_players"
              label="Min. players per team"
              type="number"
              inputProps={whole}
              required
            />
            <FormTextField
              control={control}
              name="max_players"
              label="Max. players per team"
              type="number"
              inputProps={whole}
              required
            />
          </Box>
        </Group>
        {eventId !== undefined && (
          <Group title="Squad rules">
            <QuotaEditor control={control} skills={skills.data ?? []} />
          </Group>
        )}
        <Group title="Bidding">
          <BiddingEditor control={control} />
        </Group>
        <Group title="Right to match">
          <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr" } }}>
            <FormTextField
              control={control}
              name="rtm_cards"
              label="Right-to-match cards per team"
              type="number"
              inputProps={{ min: 0, max: RTM_LIMITS.cardsMax, step: 1 }}
              helperText="0: off. A team may match the winning price for a player it had last season, once per card."
            />
            <FormTextField
              control={control}
              name="rtm_seconds"
              label="Seconds to match (owners' bidding)"
              type="number"
              inputProps={{ min: RTM_LIMITS.secondsMin, max: RTM_LIMITS.secondsMax, step: 1 }}
              helperText="After the clock ends, the previous team's owner has this long to match."
            />
          </Box>
        </Group>
        <Group title="Owners and logo">
          <FormMultiSelectField
            control={control}
            name="owners"
            label="Owners"
            options={users.options}
            selectedOptions={users.selectedOptions}
            onInputChange={users.onInputChange}
            noOptionsText={users.noOptionsText}
            loading={users.loading}
            helperText={
              users.isError
                ? "The users could not be loaded."
                : mode === "create"
                  ? "Optional: you become an owner of the events you create."
                  : "Owners manage this event from their dashboard."
            }
          />
          <FormImageField control={control} name="logo" label="Event logo" currentUrl={currentLogo} aspectRatio="4 / 3" />
        </Group>
        <FormFooter
          submitLabel={mode === "create" ? "Create Event" : "Save Auction Details"}
          submitting={submitting}
          onCancel={onCancel}
        />
      </Stack>
      {dialog}
    </Form>
  );
}
