// The QR poster of an event's registration form (/dashboard/{id}/registrations/poster; docs/product.md
// section 10 "Players register themselves"): an A4 page to print (its own print stylesheet: only the
// poster is printed), with the event's logo, name, date, the form's note and a large QR code of the
// form's URL; "Copy link", the phone's share sheet, and "Download PNG": the same poster as an A4 PNG
// the server makes (docs/api.md "Registration"), fetched with the session's token. In app/ because it joins two features' parts:
// the room's QR code and the registration form's settings.

import { GlobalStyles } from "@mui/material";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { QrCode } from "../../../components/qr-code.tsx";
import { Seo } from "../../../components/seo.tsx";
import { describeApiError } from "../../../lib/api-errors.ts";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { formatDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { fetchRegistrationPoster, useRegistrationSettings } from "../api/registrations.ts";

export function RegistrationPosterPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const settings = useRegistrationSettings(eventId);
  const [copied, setCopied] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  async function downloadPng() {
    setDownloading(true);
    setDownloadError(null);
    try {
      const file = await fetchRegistrationPoster(eventId);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      setDownloadError(describeApiError(error)?.text ?? "The poster could not be downloaded.");
    } finally {
      setDownloading(false);
    }
  }
  const url = `${window.location.origin}${paths.register.form.href(eventId)}`;
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <>
      <Seo title={`Registration poster · ${event?.name ?? "Event"}`} />
      <GlobalStyles
        styles={{
          "@page": { size: "A4", margin: "12mm" },
          "@media print": {
            "body *": { visibility: "hidden" },
            "#registration-poster, #registration-poster *": { visibility: "visible" },
            "#registration-poster": { position: "absolute", inset: 0, boxShadow: "none", border: 0 },
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap" }} className="no-print">
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="outlined" disabled={downloading} aria-busy={downloading} onClick={() => void downloadPng()}>
          {downloading ? "Preparing PNG…" : "Download PNG"}
        </Button>
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}>
          {copied ? "Link copied" : "Copy link"}
        </Button>
        {canShare && (
          <Button variant="outlined" onClick={() => void navigator.share({ title: event?.name, url }).catch(() => {})}>
            Share
          </Button>
        )}
      </Stack>
      {downloadError && (
        <Alert severity="error" className="no-print" sx={{ mb: 2 }}>
          {downloadError}
        </Alert>
      )}
      <Box
        id="registration-poster"
        sx={{
          bgcolor: "#FFFFFF",
          color: "#111111",
          width: "100%",
          maxWidth: "210mm",
          aspectRatio: "210 / 297",
          mx: "auto",
          p: "12mm",
          border: "1px solid #ddd",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          gap: "6mm",
        }}
      >
        {event?.logo && <Box component="img" src={event.logo} alt="" sx={{ height: "30mm", objectFit: "contain" }} />}
        <Typography component="h1" sx={{ fontSize: "26pt", fontWeight: 800, color: "#111111" }}>
          {event?.name ?? ""}
        </Typography>
        {event && <Typography sx={{ fontSize: "14pt", color: "#111111" }}>{formatDate(event.date)}</Typography>}
        <Typography sx={{ fontSize: "20pt", fontWeight: 700, color: "#111111" }}>Register to play</Typography>
        <QrCode url={url} label={`QR code of ${url}`} size="110mm" />
        <Typography sx={{ fontSize: "12pt", wordBreak: "break-all", color: "#111111" }}>{url}</Typography>
        {settings.data?.note && (
          <Typography sx={{ fontSize: "13pt", whiteSpace: "pre-wrap", color: "#111111" }}>{settings.data.note}</Typography>
        )}
      </Box>
    </>
  );
}
