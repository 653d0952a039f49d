// An image in a box of fixed shape, or a fallback (an initial) when there is none. The image is
// laid over the box, so percentage sizes never depend on the box's layout mode.
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";

type Props = {
  src: string | null | undefined;
  alt: string;
  /** The letter shown without an image. */
  initial: string;
  fit?: "contain" | "cover";
  sx?: SxProps<Theme>;
  initialSize?: number | string;
  lazy?: boolean;
  /** On the first screen, likely its largest paint: loaded at once and before other images. */
  priority?: boolean;
};

export function MediaBox({
  src,
  alt,
  initial,
  fit = "contain",
  sx,
  initialSize = "2.5rem",
  lazy = true,
  priority = false,
}: Props) {
  return (
    <Box
      sx={[
        { position: "relative", overflow: "hidden", display: "grid", placeItems: "center", flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={lazy && !priority ? "lazy" : undefined}
          fetchPriority={priority ? "high" : undefined}
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: fit }}
        />
      ) : (
        <Typography component="span" aria-hidden sx={{ fontSize: initialSize, fontWeight: 800, opacity: 0.6 }}>
          {initial.trim().charAt(0).toUpperCase()}
        </Typography>
      )}
    </Box>
  );
}
