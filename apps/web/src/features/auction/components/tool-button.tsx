// A button of the auction pages' title bars (the console and the live auction page; docs/product.md
// sections 2 and 4): an icon with its text from tablet width, the icon alone on a phone. Its accessible
// name is the text it shows, so a voice user can say what they see (docs/decisions/043-accessibility.md).
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** Icon and text from tablet width, the icon alone on a phone (also for SoundToggle). */
export const toolButtonSx = {
  gap: 0.75,
  minWidth: 0,
  whiteSpace: "nowrap",
  px: { mobile: 1, tablet: 1.5 },
  "& .label": { display: { mobile: "none", tablet: "inline" } },
};

type Props = {
  icon: ReactNode;
  label: string;
  title: string;
  color?: "warning";
  onClick?: () => void;
  disabled?: boolean;
  /** A page of the app. */
  to?: string;
  /** A page opened in a new tab (the big screen). */
  newTab?: string;
};

export function ToolButton({ icon, label, title, color, onClick, disabled, to, newTab }: Props) {
  const common = { variant: "outlined", size: "small", color, "aria-label": label, title, sx: toolButtonSx } as const;
  const content = (
    <>
      {icon}
      <span className="label">{label}</span>
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
