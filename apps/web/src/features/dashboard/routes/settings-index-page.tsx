// Auction Settings (docs/product.md section 2): "Edit Auction Details" (behind the event permission guard) and
// "Sponsors List"; and, beyond the spec, "Import and Export" (docs/api.md "Imports and exports").
import BarChartIcon from "@mui/icons-material/BarChart";
import EditNoteIcon from "@mui/icons-material/EditNote";
import HandshakeIcon from "@mui/icons-material/Handshake";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import ImportExportIcon from "@mui/icons-material/ImportExport";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { SectionCard, SectionCards } from "../../../components/section-cards.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";

export function SettingsIndexPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  return (
    <>
      <Seo title={`Auction Settings · ${event?.name ?? "Event"}`} />
      <SectionCards
        label="Auction settings"
        items={[
          {
            title: "Sponsors List",
            description: "The sponsors on the Auction Details carousel: logo, category, order and website.",
            to: paths.manage.sponsors.href(eventId),
            icon: <HandshakeIcon fontSize="large" />,
          },
        ]}
      >
        <PermissionGuard>
          <li style={{ order: -1 }}>
            <SectionCard
              item={{
                title: "Edit Auction Details",
                description: "Name, logo, date and time, location, funds, players per team, type and owners.",
                to: paths.manage.eventEdit.href(eventId),
                icon: <EditNoteIcon fontSize="large" />,
              }}
            />
          </li>
        </PermissionGuard>
        <PermissionGuard>
          <li>
            <SectionCard
              item={{
                title: "Registration",
                description:
                  "Let players register themselves from a link or a QR poster: the form's fields, questions, note and closing time; the queue to approve them.",
                to: paths.manage.registrationSettings.href(eventId),
                icon: <HowToRegIcon fontSize="large" />,
              }}
            />
          </li>
        </PermissionGuard>
        <PermissionGuard>
          <li>
            <SectionCard
              item={{
                title: "Auction Report",
                description:
                  "The night in figures and charts: spend per team and skill, purses by lot, bargains and steals, the top buys; printable. Public once the auction has concluded.",
                to: paths.report.href(eventId),
                icon: <BarChartIcon fontSize="large" />,
              }}
            />
          </li>
        </PermissionGuard>
        <PermissionGuard>
          <li>
            <SectionCard
              item={{
                title: "Import and Export",
                description:
                  "Import players and teams from a spreadsheet with their photos and logos; export results, rosters and the auction log; download a backup.",
                to: paths.manage.data.href(eventId),
                icon: <ImportExportIcon fontSize="large" />,
              }}
            />
          </li>
        </PermissionGuard>
      </SectionCards>
    </>
  );
}
