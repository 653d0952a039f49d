// User management (/users, /users/create, /users/{userId}; docs/product.md section 2 "Users"), staff only
// (section 6: staff status comes from check-staff). One chunk for the three screens.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { Route, Routes } from "react-router";
import { LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { ALERT_TEXT } from "../../../lib/api-errors.ts";
import { below, paths } from "../../../lib/paths.ts";
import { useStaffStatus } from "../../../lib/session.tsx";
import { UserCreatePage } from "./user-create-page.tsx";
import { UserEditPage } from "./user-edit-page.tsx";
import { UserListPage } from "./user-list-page.tsx";

export function UsersPage() {
  const isStaff = useStaffStatus();
  return (
    <Box
      sx={{ width: "100%", maxWidth: 1200, mx: "auto", px: { mobile: 2, tablet: 3, laptop: 4 }, py: { mobile: 2, tablet: 3 } }}
    >
      {isStaff === undefined ? (
        <LoadingView label="Checking access" />
      ) : !isStaff ? (
        <>
          <Seo title="User Management" />
          <Alert severity="error" variant="outlined">
            {ALERT_TEXT.forbidden}
          </Alert>
        </>
      ) : (
        <Routes>
          <Route index element={<UserListPage />} />
          <Route path={below(paths.users, paths.userCreate)} element={<UserCreatePage />} />
          <Route path={below(paths.users, paths.user)} element={<UserEditPage />} />
          <Route
            path="*"
            element={
              <Alert severity="warning" variant="outlined">
                {ALERT_TEXT.notFound}
              </Alert>
            }
          />
        </Routes>
      )}
    </Box>
  );
}
