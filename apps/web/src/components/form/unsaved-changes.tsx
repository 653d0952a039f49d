// Unsaved changes are not lost silently (docs/product.md section 5 asks for edits; an organiser filling a long
// form on auction night should not lose it to a stray tap): leaving the page inside the app asks
// first (react-router's blocker), and closing or reloading the tab gets the browser's own prompt.
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { ConfirmDialog } from "../confirm-dialog.tsx";

export const UNSAVED_TITLE = "Discard unsaved changes?";
export const UNSAVED_TEXT = "You have changes that have not been saved. If you leave this page, they will be lost.";

type UnsavedChanges = {
  /** Call right before navigating away after a successful save. */
  allowNavigation: () => void;
  /** The confirm dialog; render it once inside the form's page. */
  dialog: ReactNode;
};

export function useUnsavedChanges(isDirty: boolean): UnsavedChanges {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (allowed.current) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={UNSAVED_TITLE}
      text={UNSAVED_TEXT}
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  const allowNavigation = () => {
    allowed.current = true;
  };
  return { allowNavigation, dialog };
}
