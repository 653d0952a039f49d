// An image shown full screen (docs/product.md section 9), loaded when first opened (image-viewer.tsx).
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";

export type ImageViewerProps = { open: boolean; onClose: () => void; src: string | null; alt: string };

export function ImageViewerDialog({ open, onClose, src, alt }: ImageViewerProps) {
  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-label={alt}
      slotProps={{ paper: { sx: { bgcolor: "rgba(0,0,0,0.92)", backgroundImage: "none" } } }}
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", top: 12, right: 12, color: "#fff" }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center", p: { mobile: 1, tablet: 4 } }}>
        {src ? (
          <Box component="img" src={src} alt={alt} sx={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain" }} />
        ) : (
          <Typography color="grey.400">No image</Typography>
        )}
      </Box>
    </Dialog>
  );
}
