// A sponsor's figures on the sponsors page (docs/product.md "After the night"; docs/api.md "Sponsor
// exposure"), with "Sponsor report" (the printable page) and "Private link": make the link, copy it
// (shown once: only its hash is kept), replace or revoke it after a confirmation.
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import LinkIcon from "@mui/icons-material/Link";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import PrintIcon from "@mui/icons-material/Print";
import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Sponsor } from "@sah/domain";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ConfirmActionButton } from "../../../components/confirm-action-button.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { paths, sponsorReportLink } from "../../../lib/paths.ts";
import { useSponsorExposure, useSponsorLink } from "../api/exposure.ts";
import { ExposureFigures } from "./exposure-figures.tsx";

function PrivateLinkDialog({
  eventId,
  sponsor,
  linkCreatedAt,
  onClose,
}: {
  eventId: number;
  sponsor: Sponsor;
  linkCreatedAt: string | null;
  onClose: () => void;
}) {
  const id = useId();
  const { make, revoke } = useSponsorLink(eventId, sponsor.id);
  // The link just made: shown while the dialog is open, never again.
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const create = async () => {
    const link = await make.mutateAsync();
    setMade(sponsorReportLink(eventId, sponsor.id, link.key));
    setCopied(false);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Private link for {sponsor.name}</DialogTitle>
      <DialogContent>
        {made ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              Copy the link now: it is shown only this once. Whoever has it can read this sponsor's report.
            </Alert>
            <TextField
              label="Private link"
              value={made}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
            />
            <Button
              sx={{ mt: 1 }}
              startIcon={<ContentCopyIcon />}
              onClick={() => void navigator.clipboard?.writeText(made).then(() => setCopied(true))}
            >
              {copied ? "Copied" : "Copy link"}
            </Button>
          </>
        ) : linkCreatedAt ? (
          <Typography>
            A private link was made on {formatDateTime(linkCreatedAt)}. It is not shown again: replace it to get a new one (the
            current one stops working), or revoke it.
          </Typography>
        ) : (
          <Typography>
            No private link yet. The sponsor opens its report with it, without an account; you can replace or revoke it at any
            time.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {!linkCreatedAt && !made && (
          <Button variant="contained" startIcon={<LinkIcon />} onClick={() => void create()} disabled={make.isPending}>
            Create link
          </Button>
        )}
        {(linkCreatedAt || made) && (
          <>
            <ConfirmActionButton
              label="Replace link"
              icon={<RefreshIcon />}
              color="warning"
              title="Replace the private link?"
              text={`The link ${sponsor.name} has now stops working; a new one is shown once.`}
              destructive
              run={create}
              refusalOf={() => null}
            />
            <ConfirmActionButton
              label="Revoke link"
              icon={<LinkOffIcon />}
              color="error"
              title="Revoke the private link?"
              text={`The link ${sponsor.name} has stops working. You can make a new one later.`}
              destructive
              run={() => revoke.mutateAsync().then(() => setMade(null))}
              refusalOf={() => null}
            />
          </>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export function SponsorExposurePanel({ eventId, sponsor }: { eventId: number; sponsor: Sponsor }) {
  const exposure = useSponsorExposure(eventId, sponsor.id);
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <Box component="section" aria-label={`What ${sponsor.name} got`} sx={{ px: 2, pb: 2 }}>
      {exposure.isPending ? (
        <Skeleton variant="rectangular" height={64} />
      ) : exposure.isError ? (
        <Typography variant="body2" color="text.secondary">
          The figures could not be loaded.
        </Typography>
      ) : (
        <ExposureFigures exposure={exposure.data} dense />
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        <Button
          component={RouterLink}
          to={paths.sponsorReport.href(eventId, sponsor.id)}
          size="small"
          variant="outlined"
          startIcon={<PrintIcon />}
        >
          Sponsor report
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<LinkIcon />}
          onClick={() => setLinkOpen(true)}
          disabled={!exposure.isSuccess}
          aria-haspopup="dialog"
        >
          Private link
        </Button>
      </Box>
      {linkOpen && exposure.isSuccess && (
        <PrivateLinkDialog
          eventId={eventId}
          sponsor={sponsor}
          linkCreatedAt={exposure.data.link_created_at}
          onClose={() => setLinkOpen(false)}
        />
      )}
    </Box>
  );
}
