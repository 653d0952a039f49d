// A sponsor's report (/view/{eventId}/sponsors/{sponsorId}/report; docs/product.md "After the night";
// docs/api.md "Sponsor exposure"): one printable A4 page with the sponsor, the event, the figures and
// the minutes per hour. The sponsor opens it by its private link without logging in (the key is after
// `#`, sent in a header, never in a URL the server logs); the event's managers open it from the
// sponsors page with their own permission.
import PrintIcon from "@mui/icons-material/Print";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import type { SponsorExposure } from "@sah/domain";
import { useLocation, useParams } from "react-router";
import { MediaBox } from "../../../components/media-box.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { sponsorKeyOf } from "../../../lib/paths.ts";
import { printScheme } from "../../../lib/print-scheme.ts";
import { useSponsorExposure } from "../api/exposure.ts";
import { ExposureFigures, MinutesChart } from "../components/exposure-figures.tsx";

/** One A4 page: the site's frame and the button left off, light colours, nothing split. */
const printStyles = () => ({
  "@media print": {
    ...printScheme(),
    "@page": { size: "A4", margin: "12mm" },
    "body, #root": { background: "#fff !important" },
    "header, nav, footer, .sponsor-report-no-print, .MuiAppBar-root, .MuiBottomNavigation-root": { display: "none !important" },
    ".sponsor-report": { padding: "0 !important", maxWidth: "none !important" },
    ".sponsor-report-figure, figure": { breakInside: "avoid" },
  },
});

function Report({ exposure }: { exposure: SponsorExposure }) {
  const { sponsor, event } = exposure;
  return (
    <>
      <GlobalStyles styles={printStyles} />
      {/* Not a <header>: the print stylesheet leaves the site's headers off paper, not this. */}
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 3 }}>
        <MediaBox
          src={sponsor.logo}
          alt={`${sponsor.name} logo`}
          initial={sponsor.name}
          fit="contain"
          shownAt={72}
          sx={{ width: 72, aspectRatio: "1", borderRadius: 2, border: 1, borderColor: "divider", flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0, flex: "1 1 12rem" }}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: "anywhere" }}>
            {sponsor.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {sponsor.category} sponsor · {event.name}
          </Typography>
        </Box>
        <Button className="sponsor-report-no-print" variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print / Save as PDF
        </Button>
      </Box>
      <Box component="section" aria-labelledby="sponsor-report-figures" sx={{ mb: 3 }}>
        <Typography id="sponsor-report-figures" component="h2" variant="h6" sx={{ mb: 1 }}>
          What the night gave {sponsor.name}
        </Typography>
        <ExposureFigures exposure={exposure} />
      </Box>
      <MinutesChart exposure={exposure} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Minutes are counted while a screen showing the logo was visible, never more than the time that passed; sold moments are
        the sales a screen showed while the logo was on it. Page views and share cards are the event's (every public page and card
        carries the sponsors). Printed {formatDateTime(new Date().toISOString())}.
      </Typography>
    </>
  );
}

export function SponsorReportPage() {
  const eventId = useEventId();
  const sponsorId = routeId(useParams().sponsorId);
  // The private key stays in the fragment: read once, sent in a header.
  const key = sponsorKeyOf(useLocation().hash);
  const query = useSponsorExposure(eventId, sponsorId, key);
  const refused = query.error instanceof ApiError && [401, 403, 404].includes(query.error.status);
  return (
    <Box className="sponsor-report" sx={{ maxWidth: 900, mx: "auto", px: { mobile: 2, tablet: 3 }, py: 3 }}>
      <Seo title={query.data ? `${query.data.sponsor.name} · Sponsor report` : "Sponsor report"} />
      {query.isPending ? (
        <LoadingView />
      ) : refused ? (
        <Alert severity="info">
          This report opens with the sponsor's private link, or for the event's organisers. The link may have been replaced or
          revoked: ask the organisers for the current one.
        </Alert>
      ) : query.error ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Report exposure={query.data} />
      )}
    </Box>
  );
}
