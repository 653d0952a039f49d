// A page only staff may use (Create Event, restore an event: docs/product.md section 6): the page's
// frame and title, "Checking access" while the session loads, and for anyone else a notice saying
// why instead of the page.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useStaffStatus } from "../lib/session.tsx";
import { LoadingView } from "./page-views.tsx";
import { Seo } from "./seo.tsx";

type Props = {
  title: string;
  description: string;
  /** What the notice says to someone who is not staff. */
  notice: ReactNode;
  children: ReactNode;
};

export function StaffOnlyPage({ title, description, notice, children }: Props) {
  const isStaff = useStaffStatus();
  return (
    <Box sx={{ width: "100%", maxWidth: 1280, mx: "auto", px: { mobile: 2, tablet: 3 }, py: { mobile: 2, tablet: 3 } }}>
      <Seo title={title} description={description} />
      {isStaff === undefined ? (
        <LoadingView label="Checking access" />
      ) : !isStaff ? (
        <Alert severity="info" variant="outlined" sx={{ maxWidth: 820, mx: "auto" }}>
          <AlertTitle>{title}</AlertTitle>
          {notice}
        </Alert>
      ) : (
        children
      )}
    </Box>
  );
}
