// The button over a player's image or a team's logo that shows it full screen (docs/product.md
// section 9); the same shortcut works on the page (HOTKEYS.expandImage).
import OpenInFullIcon from "@mui/icons-material/OpenInFull";
import IconButton from "@mui/material/IconButton";
import { HOTKEYS, titleWithKeys } from "../lib/shortcuts.ts";

type Props = {
  what: "image" | "logo";
  onClick: () => void;
  /** Distance from the image's lower right corner, px. */
  inset: number;
};

export function ExpandImageButton({ what, onClick, inset }: Props) {
  return (
    <IconButton
      aria-label={`Expand ${what}`}
      title={titleWithKeys(`Expand ${what}`, HOTKEYS.expandImage)}
      onClick={onClick}
      size="small"
      sx={{ position: "absolute", right: inset, bottom: inset, bgcolor: "rgba(0,0,0,0.55)", color: "#fff" }}
    >
      <OpenInFullIcon fontSize="small" />
    </IconButton>
  );
}
