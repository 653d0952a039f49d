// The avatar menu on wide screens (docs/product.md section 2): Update Password, Logout, and for staff Create
// Event and User Management. Loaded when first opened.
import Divider from "@mui/material/Divider";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { BELOW_RIGHT, STAFF_LINKS, UPDATE_PASSWORD } from "./nav-items.ts";

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
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      {...BELOW_RIGHT}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
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
    </Menu>
  );
}
