// "Invite owner" (docs/api.md "Bidding by team owners", teams/{id}/invite/): a team owner by e-mail
// and name. A new address becomes a user with a mailed link to set a password (7 days, one use); a
// known one is added and told to log in. The server's refusals (an archived account, too many
// owners, the invitation limits) show under the e-mail field. Without a mail server the mail only
// reaches the server's outbox: the dialog says so and shows the organiser the link to pass on.
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { INVITE_TEXT, InviteBody, type InviteResult } from "@sah/domain";
import { useState } from "react";
import { FormTextField } from "../../../components/form/fields.tsx";
import { useSchemaForm } from "../../../components/form/form.tsx";
import { FormDialog } from "../../../components/form/form-dialog.tsx";

type Props = {
  open: boolean;
  teamName: string;
  onCancel: () => void;
  onSubmit: (body: InviteBody) => Promise<InviteResult>;
};

export function InviteOwnerDialog({ open, teamName, onCancel, onSubmit }: Props) {
  const form = useSchemaForm(InviteBody, { email: "", name: "" });
  const [done, setDone] = useState<InviteResult | null>(null);
  const close = () => {
    form.reset();
    setDone(null);
    onCancel();
  };
  return (
    <FormDialog
      open={open}
      form={form}
      title={`Invite an owner of ${teamName}`}
      label="Invite owner"
      intro="The owner bids for the team from their phone on auction night. Someone new gets an e-mail with a link to set a password (valid 7 days); someone with an account is told to log in."
      submitLabel="Invite"
      cancelLabel={done ? "Close" : "Cancel"}
      onClose={close}
      onSubmit={async (v) => {
        setDone(await onSubmit(v));
        form.reset();
      }}
    >
      {done ? <InviteOutcome done={done} /> : null}
      <Stack spacing={2.5}>
        <FormTextField control={form.control} name="email" label="Email" required type="email" autoComplete="off" />
        <FormTextField control={form.control} name="name" label="Name" required autoComplete="off" />
      </Stack>
    </FormDialog>
  );
}

/** What happened: the new owner, and where their mail went (the link to pass on when it went nowhere). */
function InviteOutcome({ done }: { done: InviteResult }) {
  const who = done.user.name;
  const head = INVITE_TEXT.done(who, done.team.name);
  if (done.mail === "sent") {
    return (
      <Alert severity="success" sx={{ mb: 2 }} role="status">
        {head} {done.created ? INVITE_TEXT.linkOnItsWay : INVITE_TEXT.loginOnItsWay}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="status">
      {head} {INVITE_TEXT.outbox} {done.link ? INVITE_TEXT.passLinkOn(who) : INVITE_TEXT.toldToLogIn(who)}
      {done.link ? (
        <TextField
          label="Link to set a password"
          value={done.link}
          size="small"
          fullWidth
          sx={{ mt: 1.5 }}
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
          }}
        />
      ) : null}
    </Alert>
  );
}
