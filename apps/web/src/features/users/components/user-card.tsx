// One user in the list (docs/product.md section 2 "Users"): name, email, "Admin: Yes/No" and last login.
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { User } from "@sah/domain";
import { CardLink } from "../../../components/card-link.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { initials } from "../../../lib/session.tsx";

/** "15 Mar 2025, 1:05 pm" (lib/format.ts formatDateTime), or "Never". */
export function lastLoginText(lastLogin: string | null): string {
  return formatDateTime(lastLogin) || "Never";
}

export function UserCard({ user, to }: { user: User; to: string }) {
  return (
    <Card sx={{ height: "100%" }}>
      <CardLink to={to} sx={{ p: 2, height: "100%", display: "flex", alignItems: "flex-start", gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            fontWeight: 800,
            bgcolor: user.is_staff ? "primary.main" : "action.selected",
            color: user.is_staff ? "primary.contrastText" : "text.primary",
          }}
        >
          {initials(user.name) || "?"}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: "1.1rem", lineHeight: 1.3, overflowWrap: "anywhere" }}>
            {user.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {user.email}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mt: 1 }}>
            {user.archived && <Chip size="small" label="Archived" color="warning" variant="outlined" />}
            <Chip
              size="small"
              label={`Admin: ${user.is_staff ? "Yes" : "No"}`}
              color={user.is_staff ? "primary" : "default"}
              variant={user.is_staff ? "filled" : "outlined"}
            />
            <Typography variant="body2" color="text.secondary">
              Last login: {lastLoginText(user.last_login)}
            </Typography>
          </Box>
        </Box>
      </CardLink>
    </Card>
  );
}
