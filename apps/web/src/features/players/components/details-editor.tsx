// A player's details as rows of name and value (docs/product.md section 3 "details"; docs/api.md "Players"): add a
// row, remove a row, the name suggests "Contact Number". A private key (Contact Number, or a name
// starting with _) is marked so on its row: only the event's organisers will see it.
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import LockIcon from "@mui/icons-material/LockOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { canonicalDetailKey, DETAIL_KEY_SUGGESTIONS, type DetailRow, isPrivateDetailKey } from "@sah/domain";
import { useId } from "react";
import { type Control, Controller, type FieldErrors, useFieldArray, useWatch } from "react-hook-form";

/** The part of the player form this editor owns. */
export type DetailsFormValues = { details: DetailRow[] };

type Props = { control: Control<DetailsFormValues>; errors?: FieldErrors<DetailsFormValues>["details"] };

/** A message set on the whole field (a server field error, too many rows), not on one row. */
function wholeFieldMessage(errors: Props["errors"]): string | undefined {
  if (!errors) return undefined;
  const e = errors as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === "string") return e.message;
  if (typeof e.root?.message === "string") return e.root.message;
  return undefined;
}

export function DetailsEditor({ control, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: "details" });
  const rows = useWatch({ control, name: "details" }) ?? [];
  const headingId = useId();
  const helpId = useId();
  const message = wholeFieldMessage(errors);
  return (
    <Box component="fieldset" aria-labelledby={headingId} aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        Details
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        e.g. Batting style: Right-handed. "Contact Number" and names starting with _ are private: only the event's organisers see
        them.
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Details">
        {fields.map((row, index) => {
          const n = index + 1;
          const rowErrors = errors?.[index];
          const isPrivate = isPrivateDetailKey(canonicalDetailKey(rows[index]?.key ?? ""));
          return (
            <Box
              component="li"
              key={row.id}
              sx={{
                display: "grid",
                gap: 1.5,
                alignItems: "start",
                gridTemplateColumns: { mobile: "1fr auto", tablet: "minmax(0, 2fr) minmax(0, 3fr) auto" },
              }}
            >
              <Controller
                control={control}
                name={`details.${index}.key`}
                render={({ field, fieldState }) => (
                  <Autocomplete
                    freeSolo
                    options={DETAIL_KEY_SUGGESTIONS}
                    value={field.value}
                    inputValue={field.value}
                    onInputChange={(_event, value) => field.onChange(value)}
                    onChange={(_event, value) => field.onChange(value ?? "")}
                    onBlur={field.onBlur}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        label={`Detail ${n} name`}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                        slotProps={{
                          ...params.slotProps,
                          input: {
                            ...params.slotProps.input,
                            endAdornment: (
                              <>
                                {isPrivate && (
                                  <Chip size="small" icon={<LockIcon />} label="Private" variant="outlined" sx={{ mr: 0.5 }} />
                                )}
                                {params.slotProps.input.endAdornment}
                              </>
                            ),
                          },
                        }}
                      />
                    )}
                  />
                )}
              />
              <Controller
                control={control}
                name={`details.${index}.value`}
                render={({ field, fieldState }) => (
                  <TextField
                    label={`Detail ${n} value`}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    sx={{ gridColumn: { mobile: "1 / 2", tablet: "auto" }, gridRow: { mobile: 2, tablet: "auto" } }}
                  />
                )}
              />
              <IconButton
                aria-label={`Remove detail ${n}`}
                title="Remove"
                onClick={() => remove(index)}
                sx={{ mt: 1, gridColumn: { mobile: 2, tablet: "auto" }, gridRow: { mobile: "1 / 3", tablet: "auto" } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
              {rowErrors && !rowErrors.key && !rowErrors.value && (
                <FormHelperText error sx={{ gridColumn: "1 / -1" }}>
                  {rowErrors.message}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </Stack>
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>
        <Button startIcon={<AddIcon />} onClick={() => append({ key: "", value: "" })}>
          Add detail
        </Button>
        {!rows.some((r) => canonicalDetailKey(r.key) === DETAIL_KEY_SUGGESTIONS[0]) && (
          <Button startIcon={<LockIcon />} onClick={() => append({ key: DETAIL_KEY_SUGGESTIONS[0], value: "" })}>
            Add {DETAIL_KEY_SUGGESTIONS[0]}
          </Button>
        )}
      </Box>
    </Box>
  );
}
