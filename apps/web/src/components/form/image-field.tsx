// An image upload with a preview (docs/product.md section 5: image files only). The value is a File to upload,
// "" to remove the current image, or null to keep it. A picked file is checked at once, as the server
// would (docs/api.md "Images": JPEG, PNG, WebP or GIF up to 5 MB), so a wrong file never reaches the form.
import AddPhotoAlternateIcon from "@mui/icons-material/AddPhotoAlternate";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { LIMITS, MSG } from "@sah/domain";
import { useEffect, useId, useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** Why a picked file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.notAnImage;
  if (file.size > LIMITS.imageMaxBytes) return MSG.imageTooLarge;
  return null;
}

type Props<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** The image saved on the server, shown until another is picked or it is removed. */
  currentUrl?: string | null;
  /** Preview shape: "1" for player images and sponsor logos, "4 / 3" for team and event logos. */
  aspectRatio?: string;
};

function useObjectUrl(file: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof Blob) || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function FormImageField<T extends FieldValues>({ name, control, label, currentUrl, aspectRatio = "1" }: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const picked = (field.value as unknown) instanceof File ? (field.value as File) : null;
  const pickedUrl = useObjectUrl(picked);
  const removed = field.value === "";
  const preview = picked ? pickedUrl : removed ? null : (currentUrl ?? null);
  const message = problem ?? fieldState.error?.message;

  return (
    <FormControl fullWidth error={Boolean(message)} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Box
          sx={{
            width: aspectRatio === "1" ? 120 : 160,
            aspectRatio,
            borderRadius: 2,
            border: 1,
            borderColor: message ? "error.main" : "divider",
            bgcolor: "action.hover",
            overflow: "hidden",
            display: "grid",
            placeItems: "center",
            flexShrink: 0,
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={`${label} preview`}
              sx={{ width: "100%", height: "100%", objectFit: "contain" }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: "center" }}>
              {picked ? picked.name : "No image"}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1, alignItems: "flex-start", minWidth: 0 }}>
          <Button component="label" htmlFor={id} variant="outlined" startIcon={<AddPhotoAlternateIcon />}>
            {preview || picked ? "Change image" : "Upload image"}
            <input
              id={id}
              name={field.name}
              type="file"
              accept="image/*"
              hidden
              aria-label={label}
              ref={field.ref}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (!file) return;
                const why = imageFileProblem(file);
                setProblem(why);
                if (!why) field.onChange(file);
              }}
            />
          </Button>
          {(preview || picked) && (
            <Button
              color="inherit"
              size="small"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => {
                setProblem(null);
                // Back to "keep" when there was nothing saved; otherwise "remove the saved image".
                field.onChange(currentUrl ? "" : null);
              }}
            >
              Remove image
            </Button>
          )}
          {picked && (
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: "break-all" }}>
              {picked.name}
            </Typography>
          )}
        </Box>
      </Box>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
