// The user list (docs/product.md section 2 "Users"): search by name or e-mail, cards, an add button to ./create;
// Active / Archived switches to the archived accounts, to restore one (decision 034).
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useSearchParams } from "react-router";
import { InfiniteList } from "../../../components/infinite-list.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { Seo } from "../../../components/seo.tsx";
import { paths } from "../../../lib/paths.ts";
import { useUserList } from "../api/users.ts";
import { UserCard } from "../components/user-card.tsx";

export function UserListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const archived = params.get("archived") === "1";
  const users = useUserList(search, archived);
  const setQuery = (next: { search?: string; archived?: boolean }) => {
    const text = next.search ?? search;
    const showArchived = next.archived ?? archived;
    setParams({ ...(text ? { search: text } : {}), ...(showArchived ? { archived: "1" } : {}) }, { replace: true });
  };
  return (
    <>
      <Seo title="User Management" />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0, fontSize: "clamp(1.5rem, 3vw, 2.125rem)" }}>
          User Management
        </Typography>
        <Button component={RouterLink} to={paths.userCreate.href()} variant="contained" startIcon={<PersonAddIcon />}>
          Add User
        </Button>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 3 }}>
        <SearchBox
          key={search}
          value={search}
          placeholder="Search by name or email"
          onSearch={(text) => setQuery({ search: text })}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Which users"
          value={archived ? "archived" : "active"}
          onChange={(_event, value: string | null) => {
            if (value) setQuery({ archived: value === "archived" });
          }}
        >
          <ToggleButton value="active">Active</ToggleButton>
          <ToggleButton value="archived">Archived</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <InfiniteList
        query={users}
        label={archived ? "Archived users" : "Users"}
        itemKey={(u) => u.id}
        renderItem={(u) => <UserCard user={u} to={paths.user.href(u.id)} />}
      />
    </>
  );
}
