// A menu of the top bar (the account menu, "My team"; docs/product.md sections 2 and 10): open while
// it has its button as anchor, below the button with right edges aligned (BELOW_RIGHT).
import Menu from "@mui/material/Menu";
import type { ReactNode } from "react";
import { BELOW_RIGHT } from "./nav-items.ts";

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  minWidth: number;
  maxWidth?: number;
  /** The list's accessible name, when the button's text does not name it. */
  label?: string;
  children: ReactNode;
};

export function TopBarMenu({ anchor, onClose, minWidth, maxWidth, label, children }: Props) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      {...BELOW_RIGHT}
      slotProps={{ paper: { sx: { minWidth, maxWidth, mt: 1 } }, list: { "aria-label": label } }}
    >
      {children}
    </Menu>
  );
}
