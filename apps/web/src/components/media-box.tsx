// An image in a box of fixed shape, or a fallback (an initial) when there is none. The image is
// laid over the box, so percentage sizes never depend on the box's layout mode. A box of a fixed
// width offers the image's small copy too (docs/decisions/050-photo-sizes.md).
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { initialOf, LIMITS, smallImageUrl } from "@sah/domain";
import { BREAKPOINTS } from "../lib/theme.ts";

/** A square box's CSS width in px: one for every screen, or one below the tablet breakpoint and one from it. */
export type ShownAt = number | { mobile: number; tablet: number };

/**
 * The <img> attributes of a stored image in a square box of a fixed CSS width: the small copy as `src`,
 * both sizes in `srcSet` for the browser to pick by the box's width (`sizes`) and the screen's density,
 * and `width`/`height` of the box (below the tablet breakpoint). The stored size's `w` is its upper
 * bound (LIMITS.imageMaxPixels): the page does not know a file's pixels, and only the choice depends on
 * it. Any other URL, or a box without a fixed width, keeps a plain `src`.
 */
export function imageSources(src: string, shownAt?: ShownAt) {
  const small = shownAt === undefined ? null : smallImageUrl(src);
  if (!small || shownAt === undefined) return { src };
  const { mobile, tablet } = typeof shownAt === "number" ? { mobile: shownAt, tablet: shownAt } : shownAt;
  return {
    src: small,
    srcSet: `${small} ${LIMITS.imageSmallPixels}w, ${src} ${LIMITS.imageMaxPixels}w`,
    sizes: mobile === tablet ? `${mobile}px` : `(min-width: ${BREAKPOINTS.tablet}px) ${tablet}px, ${mobile}px`,
    width: mobile,
    height: mobile,
  };
}

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
  /** The box's fixed CSS width when it is square: the image then comes in the size it needs (`imageSources`). */
  shownAt?: ShownAt;
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
  shownAt,
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
          {...imageSources(src, shownAt)}
          alt={alt}
          loading={lazy && !priority ? "lazy" : undefined}
          fetchPriority={priority ? "high" : undefined}
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: fit }}
        />
      ) : (
        // Its box's text colour (the page's, or the big screen's light text on its dark panels), at full
        // strength: an initial of two code points ("सू") is text axe checks for contrast.
        <Typography component="span" aria-hidden sx={{ fontSize: initialSize, fontWeight: 800 }}>
          {initialOf(initial)}
        </Typography>
      )}
    </Box>
  );
}

/** A player's photo: cropped to its box (cover), named by the player's name, and without a photo the name's initial. */
export function PlayerPhoto({
  player,
  ...box
}: { player: { image: string | null; name: string } } & Omit<Props, "src" | "alt" | "initial" | "fit">) {
  return <MediaBox src={player.image} alt={player.name} initial={player.name} fit="cover" {...box} />;
}
