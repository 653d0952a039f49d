// The player form, for create and edit (docs/product.md sections 2, 3 and 5): name, date of birth, grade,
// skills (with adding a new skill to the event), optional e-mail and Ref (both private), details as name/value rows
// (sent as the same details object), image; on edit also Delete, after a confirmation.
import Box from "@mui/material/Box";
import {
  type DetailRow,
  DetailRows,
  detailRowsOf,
  GRADES,
  NO_GRADE,
  optionalDate,
  type Player,
  PlayerBody,
  type PriceRules,
  withBasePriceRule,
} from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Control } from "react-hook-form";
import type { z } from "zod";
import { FormTextField } from "../../../components/form/fields.tsx";
import { FormImageField } from "../../../components/form/image-field.tsx";
import { ItemForm, type ItemFormProps, useItemForm } from "../../../components/form/item-form.tsx";
import { FormMultiSelectField } from "../../../components/form/multi-select-field.tsx";
import { FormSelectField } from "../../../components/form/select-field.tsx";
import { eventQueryOptions, teamSummaryQueryOptions } from "../../../lib/event-queries.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useAddSkill } from "../api/player-writes.ts";
import { useSkills } from "../api/players.ts";
import { DetailsEditor, type DetailsFormValues } from "./details-editor.tsx";

/** The form's schema: the API's, with details edited as rows (they become the same object). */
const PlayerFormSchema = PlayerBody.extend({ details: DetailRows });
/**
 * Editing a player imported without a date of birth: the date may stay blank (no made-up date);
 * a new player typed in keeps the spec's "Date is required" (docs/api.md "Players").
 */
const UndatedPlayerFormSchema = PlayerFormSchema.extend({ date_of_birth: optionalDate() });

/** With the event known, the form holds the base price to its minimum as the server does (domain withBasePriceRule). */
function playerFormSchema(event: PriceRules | undefined, dated: boolean) {
  const base = dated ? PlayerFormSchema : UndatedPlayerFormSchema;
  return event ? withBasePriceRule(base, event) : base;
}

/** What the form holds: text as typed, ids as numbers; the schema turns it into the wire shape. */
export type PlayerFormValues = {
  name: string;
  date_of_birth: string;
  grade: number | "";
  /** Blank: the event's minimum player price (docs/api.md "Base price"). */
  base_price: string;
  /** The named set the player is drawn in ("Marquee"); blank: none (docs/api.md "Draw control"). */
  set: string;
  /** Right to match: the team of the event the player was with last season; "" none (docs/api.md "Right to match"). */
  previous_team: number | "";
  skills: number[];
  email: string;
  /** The league's own number for the player, private; blank: none (docs/api.md "Players"). */
  ref: string;
  /** Name/value rows; blank rows are dropped (docs/product.md section 3: details is an object). */
  details: DetailRow[];
  /** A File to upload, "" to remove the saved image, null to keep it. */
  image: File | "" | null;
};

/** docs/product.md section 3 "Form defaults": no details ({}), grade 1000, no skills. */
export const NEW_PLAYER: PlayerFormValues = {
  name: "",
  date_of_birth: "",
  grade: NO_GRADE,
  base_price: "",
  set: "",
  previous_team: "",
  skills: [],
  email: "",
  ref: "",
  details: [],
  image: null,
};

export function playerFormValues(player: Player): PlayerFormValues {
  return {
    name: player.name,
    date_of_birth: player.date_of_birth ?? "",
    grade: player.grade,
    base_price: player.base_price === null ? "" : String(player.base_price),
    set: player.set ?? "",
    previous_team: player.previous_team ?? "",
    skills: player.skills,
    email: player.email ?? "",
    ref: player.ref ?? "",
    details: detailRowsOf(player.details),
    image: null,
  };
}

const GRADE_OPTIONS = GRADES.map((g) => ({ label: g.name, value: g.code }));

type Props = ItemFormProps<PlayerFormValues> & { eventId: number; currentImage?: string | null };

export function PlayerForm({ eventId, currentImage, ...props }: Props) {
  const { data: event } = useQuery(eventQueryOptions(eventId));
  const dated = props.mode === "create" || props.defaultValues.date_of_birth !== "";
  const schema = useMemo(() => playerFormSchema(event, dated), [event, dated]);
  // Every field on create, the image only when one was picked.
  const { form, item } = useItemForm(schema, props, (v) => ({
    name: v.name,
    date_of_birth: v.date_of_birth,
    grade: v.grade,
    base_price: v.base_price ?? null,
    set: v.set ?? null,
    previous_team: v.previous_team ?? null,
    skills: v.skills ?? [],
    email: v.email ?? null,
    ref: v.ref ?? null,
    details: v.details ?? {},
    image: v.image instanceof Blob ? v.image : undefined,
  }));
  const skills = useSkills(eventId);
  // Right to match: the previous team is asked where the event has cards, or the player has one.
  const asksPreviousTeam = (event?.rtm_cards ?? 0) > 0 || props.defaultValues.previous_team !== "";
  const teams = useQuery({ ...teamSummaryQueryOptions(eventId), enabled: asksPreviousTeam });
  const addSkill = useAddSkill(eventId);
  // The rows become an object on submit (output and input types differ there): the field adapters
  // only read and write input values.
  const control = form.control as unknown as Control<z.input<typeof PlayerFormSchema>>;
  return (
    <ItemForm
      noun="Player"
      item={item}
      deleteTitle="Delete this player?"
      deleteText={`${props.defaultValues.name} will be removed from the event. A player with a sale cannot be deleted.`}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus={props.mode === "create"} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr" } }}>
        <FormTextField control={control} name="date_of_birth" label="Date of birth" type="date" required={dated} />
        <FormSelectField control={control} name="grade" label="Grade" options={GRADE_OPTIONS} required />
      </Box>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr" } }}>
        <FormTextField
          control={control}
          name="base_price"
          label="Base price"
          inputProps={{ inputMode: "numeric" }}
          helperText={
            event
              ? `The opening price, at least ${formatAmount(event.min_player_price, event.funds_unit)}. Leave blank for the event's minimum.`
              : "The opening price. Leave blank for the event's minimum player price."
          }
        />
        <FormTextField
          control={control}
          name="set"
          label="Set (optional)"
          autoComplete="off"
          helperText='A named set the auctioneer can draw within, e.g. "Marquee".'
        />
      </Box>
      {asksPreviousTeam ? (
        <FormSelectField
          control={control}
          name="previous_team"
          label="Previous team (right to match)"
          options={[{ label: "None", value: "" }, ...(teams.data ?? []).map((t) => ({ label: t.name, value: t.id }))]}
          helperText="The team the player was with last season: it may match the winning price with one of its cards."
        />
      ) : null}
      <FormMultiSelectField
        control={control}
        name="skills"
        label="Skills"
        options={(skills.data ?? []).map((s) => ({ label: s.name, value: s.id }))}
        loading={skills.isPending}
        helperText={skills.isError ? "The skills could not be loaded." : "Type to find a skill, or to add a new one."}
        onCreate={async (name) => {
          const skill = await addSkill.mutateAsync(name);
          return { label: skill.name, value: skill.id };
        }}
        createLabel={(name) => `Add skill "${name}"`}
      />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr" } }}>
        <FormTextField control={control} name="email" label="Email (optional)" type="email" autoComplete="off" />
        <FormTextField
          control={control}
          name="ref"
          label="Ref (optional)"
          autoComplete="off"
          helperText="The league's own number for the player; organisers only."
        />
      </Box>
      <DetailsEditor control={control as unknown as Control<DetailsFormValues>} errors={form.formState.errors.details} />
      <FormImageField control={control} name="image" label="Player image" currentUrl={currentImage} aspectRatio="1" />
    </ItemForm>
  );
}
