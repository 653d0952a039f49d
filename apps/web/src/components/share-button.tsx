// "Share" on the public pages (docs/product.md section 10): the device's share sheet (Web Share API)
// where there is one, else the page's link is copied. The server gives the shared link its card
// (Open Graph tags, docs/api.md "Share cards").
import ShareIcon from "@mui/icons-material/Share";
import Button from "@mui/material/Button";
import { useLocation } from "react-router";
import { pushAlert } from "../lib/alerts.ts";
import { phoneUrl } from "../lib/phone-origin.ts";

export const SHARE_TEXT = {
  copied: "Link copied: paste it anywhere to share this page.",
  failed: "Could not share or copy the link. Copy it from the address bar.",
} as const;

export async function sharePage(url: string, title: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (err) {
      // The user closed the share sheet: nothing to say.
      if (err instanceof DOMException && err.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    pushAlert({ severity: "success", text: SHARE_TEXT.copied });
  } catch {
    pushAlert({ severity: "error", text: SHARE_TEXT.failed });
  }
}

export function ShareButton() {
  const { pathname, search } = useLocation();
  // Worked out on click: the page is also rendered on the server, which has no window. The address is
  // the one phones open (lib/phone-origin.ts), not localhost.
  const share = () => void sharePage(phoneUrl(`${pathname}${search}`), document.title);
  return (
    <Button
      variant="outlined"
      size="small"
      aria-label="Share"
      title="Share this page"
      onClick={share}
      // The icon alone on a phone, so the event's name keeps the header's room.
      sx={{
        gap: 0.75,
        minWidth: 0,
        px: { mobile: 1, tablet: 1.5 },
        "& .label": { display: { mobile: "none", tablet: "inline" } },
      }}
    >
      <ShareIcon fontSize="small" />
      <span className="label">Share</span>
    </Button>
  );
}
