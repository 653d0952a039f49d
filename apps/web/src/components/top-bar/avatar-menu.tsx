// The avatar menu on wide screens (docs/product.md section 2): Update Password, Logout, and for staff Create
// Event and User Management. Loaded when first opened.
import Divider from "@mui/material/Divider";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { STAFF_LINKS, UPDATE_PASSWORD } from "./nav-items.ts";
import { TopBarMenu } from "./top-bar-menu.tsx";

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  email: string;
  isStaff: boolean;
  onLogout: () => void;
};

export function AvatarMenu({ anchor, onClose, name, email, isStaff, onLogout }: Props) {
  const links = [...(isStaff ? STAFF_LINKS : []), UPDATE_PASSWORD];
  return (
    <TopBarMenu anchor={anchor} onClose={onClose} minWidth={220}>
      <ListItemText sx={{ px: 2, py: 1 }} primary={name} secondary={<Typography variant="caption">{email}</Typography>} />
      <Divider />
      {links.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        Logout
      </MenuItem>
    </TopBarMenu>
  );
}
