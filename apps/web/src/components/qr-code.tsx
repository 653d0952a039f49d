// A QR code (the big screen's link to the live page, the registration poster's link to the form).
import Box from "@mui/material/Box";
import { useMemo } from "react";
import { encode } from "uqr";

/** A QR code of `url` as SVG (uqr encodes it; dark modules on white, with the quiet zone). */
export function QrCode({ url, label, size }: { url: string; label: string; size: string }) {
  const qr = useMemo(() => encode(url, { ecc: "M", border: 2 }), [url]);
  const path = useMemo(() => {
    let d = "";
    qr.data.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return d;
  }, [qr]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      sx={{ width: size, height: size, bgcolor: "#FFFFFF", borderRadius: "0.6vh", display: "block" }}
    >
      <path d={path} fill="#000000" />
    </Box>
  );
}
