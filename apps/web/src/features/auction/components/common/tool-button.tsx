// A button of the auction pages' title bars (the console and the live auction page; docs/product.md
// sections 2 and 4): an icon and its text, beside it from tablet width, under it on a phone (where a
// shorter text may stand in: `short`). Its accessible name is the text it shows, so a voice user can
// say what they see (docs/decisions/043-accessibility.md); every tool is labelled on every screen
// (docs/decisions/052).
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** Icon and text side by side from tablet width; on a phone the tools share the row, text under the icon. */
export const toolButtonSx = {
  gap: { mobile: 0.25, tablet: 0.75 },
  minWidth: 0,
  // On the narrowest phones (320 px) a two-word text goes onto two lines rather than past the window.
  whiteSpace: { mobile: "normal", tablet: "nowrap" },
  textAlign: "center",
  flexDirection: { mobile: "column", tablet: "row" },
  flex: { mobile: "1 1 0", tablet: "0 0 auto" },
  px: { mobile: 0.5, tablet: 1.5 },
  fontSize: { mobile: "0.72rem", tablet: "0.8125rem" },
  lineHeight: { mobile: 1.15, tablet: 1.75 },
  "& .long": { display: { mobile: "none", tablet: "inline" } },
  "& .short": { display: { mobile: "inline", tablet: "none" } },
};

type Props = {
  icon: ReactNode;
  label: string;
  /** The text on a phone, when `label` is too long for it: a part of `label`, so the name says what is seen. */
  short?: string;
  title: string;
  color?: "warning";
  onClick?: () => void;
  disabled?: boolean;
  /** A page of the app. */
  to?: string;
  /** A page opened in a new tab (the big screen). */
  newTab?: string;
};

export function ToolButton({ icon, label, short, title, color, onClick, disabled, to, newTab }: Props) {
  const common = { variant: "outlined", size: "small", color, "aria-label": label, title, sx: toolButtonSx } as const;
  const content = (
    <>
      {icon}
      {short ? (
        <>
          <span className="label long">{label}</span>
          <span className="label short">{short}</span>
        </>
      ) : (
        <span className="label">{label}</span>
      )}
    </>
  );
  if (to !== undefined)
    return (
      <Button {...common} component={RouterLink} to={to}>
        {content}
      </Button>
    );
  if (newTab !== undefined)
    return (
      <Button {...common} component="a" href={newTab} target="_blank" rel="noopener">
        {content}
      </Button>
    );
  return (
    <Button {...common} onClick={onClick} disabled={disabled}>
      {content}
    </Button>
  );
}
