// One alert (docs/product.md section 8): title and text, dismissible.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { type CustomContentProps, closeSnackbar, SnackbarContent } from "notistack";
import type { Ref } from "react";
import type { AppAlert } from "../lib/alerts.ts";

type Props = CustomContentProps & { title: string; severity: AppAlert["severity"]; ref?: Ref<HTMLDivElement> };

export function ApiAlertSnackbar({ ref, id, message, title, severity, style, className }: Props) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        severity={severity}
        variant="filled"
        onClose={() => closeSnackbar(id)}
        sx={{ width: "100%", maxWidth: 440, boxShadow: 6 }}
      >
        {title && <AlertTitle>{title}</AlertTitle>}
        {message}
      </Alert>
    </SnackbarContent>
  );
}

declare module "notistack" {
  interface VariantOverrides {
    apiAlert: { title: string; severity: AppAlert["severity"] };
  }
}
