// An image shown full screen (docs/product.md section 9: ctrl+shift+e expands player images and team logos).
// The viewer (a dialog) loads when first opened, and on idle before: it is not in the page's start-up
// (docs/decisions/047-server-rendering.md "Start-up in short tasks").
import { useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { usePrefetchOnIdle } from "../lib/prefetch-on-idle.ts";
import { HOTKEYS } from "../lib/shortcuts.ts";
import type { ImageViewerProps } from "./image-viewer-dialog.tsx";
import { lazyPart } from "./lazy-part.tsx";

const loadDialog = () => import("./image-viewer-dialog.tsx");
const ImageViewerDialog = lazyPart(loadDialog, (m) => m.ImageViewerDialog);
const PARTS = [loadDialog] as const;

/** Whether a page's image is shown full screen; HOTKEYS.expandImage opens it while there is one. */
export function useExpandedImage(hasImage: boolean) {
  const [expanded, setExpanded] = useState(false);
  useHotkeys(HOTKEYS.expandImage, () => setExpanded(true), { preventDefault: true, enabled: hasImage });
  return { expanded, expand: () => setExpanded(true), close: () => setExpanded(false) };
}

export function ImageViewer(props: ImageViewerProps) {
  // Mounted from its first opening on, so that it plays its closing transition.
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  usePrefetchOnIdle(PARTS);
  if (!used) return null;
  return <ImageViewerDialog {...props} />;
}
