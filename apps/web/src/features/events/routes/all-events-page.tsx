// All Auctions (/events/all; docs/product.md section 2 "Event lists"), with a link to the archived ones for staff.
import ArchiveIcon from "@mui/icons-material/ArchiveOutlined";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useStaffStatus } from "../../../lib/session.tsx";
import { EventList } from "../components/event-list.tsx";

export function AllEventsPage() {
  const isStaff = useStaffStatus();
  return (
    <EventList
      scope="all"
      actions={
        isStaff && (
          <Button component={RouterLink} to={paths.archivedEvents.href()} startIcon={<ArchiveIcon />} color="inherit">
            Archived
          </Button>
        )
      }
    />
  );
}
