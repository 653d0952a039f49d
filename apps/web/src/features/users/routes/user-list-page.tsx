// The user list (spec section 2 "Users"): search by name or e-mail, cards, an add button to ./create.
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
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
  const users = useUserList(search);
  return (
    <>
      <Seo title="User Management" />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0, fontSize: "clamp(1.5rem, 3vw, 2.125rem)" }}>
          User Management
        </Typography>
        <Button component={RouterLink} to={paths.userCreate} variant="contained" startIcon={<PersonAddIcon />}>
          Add User
        </Button>
      </Box>
      <Box sx={{ display: "flex", mb: 3 }}>
        <SearchBox
          key={search}
          value={search}
          placeholder="Search by name or email"
          onSearch={(text) => setParams(text ? { search: text } : {}, { replace: true })}
        />
      </Box>
      <InfiniteList
        query={users}
        label="Users"
        itemKey={(u) => u.id}
        renderItem={(u) => <UserCard user={u} to={paths.user(u.id)} />}
      />
    </>
  );
}
