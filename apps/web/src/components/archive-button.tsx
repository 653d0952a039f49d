// Archive or restore an event or a user, staff only, after a confirmation
// (docs/decisions/034-archive-and-delete.md): archived things are hidden from every list, their
// data kept; staff restore them from the "Archived" list.
import ArchiveIcon from "@mui/icons-material/ArchiveOutlined";
import UnarchiveIcon from "@mui/icons-material/UnarchiveOutlined";
import { fieldErrors, refusalDetail } from "../lib/api-errors.ts";
import { ConfirmActionButton } from "./confirm-action-button.tsx";

export type ArchiveKind = "event" | "user";

const TEXTS: Record<ArchiveKind, { archive: (name: string) => string; restore: (name: string) => string }> = {
  event: {
    archive: (name) =>
      `${name} will be hidden from every list, and its pages will be gone for everyone but admins. Nothing is deleted: an admin can restore it from the Archived list.`,
    restore: (name) => `${name} will be listed again, and its pages and owners will be back.`,
  },
  user: {
    archive: (name) =>
      `${name} will be logged out, will no longer be able to log in, and will be hidden from the user lists. Nothing is deleted: an admin can restore the account from the Archived list.`,
    restore: (name) => `${name} will be able to log in again and will be listed again.`,
  },
};

type Props = {
  kind: ArchiveKind;
  name: string;
  archived: boolean;
  /** Sends `archived: !archived`; a refusal the server explains is shown in the dialog. */
  onChange: (archived: boolean) => Promise<unknown>;
  /** After the change (e.g. go to the list). */
  onDone?: (archived: boolean) => void;
  disabled?: boolean;
};

export function ArchiveButton({ kind, name, archived, onChange, onDone, disabled }: Props) {
  const action = archived ? "Restore" : "Archive";
  return (
    <ConfirmActionButton
      label={action}
      icon={archived ? <UnarchiveIcon /> : <ArchiveIcon />}
      color={archived ? "primary" : "warning"}
      title={`${action} this ${kind}?`}
      text={archived ? TEXTS[kind].restore(name) : TEXTS[kind].archive(name)}
      destructive={!archived}
      run={() => onChange(!archived)}
      refusalOf={(error) => refusalDetail(error) ?? fieldErrors(error).archived ?? null}
      onDone={() => onDone?.(!archived)}
      disabled={disabled}
    />
  );
}
