// A file input behind a button (the import wizard, the restore form): the button opens the browser's
// picker, the chosen file's name shows beside it, and the input keeps the button's name for screen readers.
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";

export function FilePicker(props: { label: string; accept: string; file: File | null; onChange: (f: File | null) => void }) {
  const id = useId();
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, rowGap: 0.5 }}>
      <Button component="label" htmlFor={id} variant="outlined" startIcon={<UploadFileIcon />}>
        {props.label}
      </Button>
      <input
        id={id}
        type="file"
        accept={props.accept}
        aria-label={props.label}
        style={{ position: "absolute", width: 1, height: 1, opacity: 0 }}
        onChange={(e) => props.onChange(e.target.files?.[0] ?? null)}
      />
      <Typography variant="body2" component="span" sx={{ overflowWrap: "anywhere" }}>
        {props.file ? props.file.name : "No file chosen"}
      </Typography>
    </Box>
  );
}
