// The server's addresses on the network (docs/api.md "Server addresses"): printed at start when
// APP_URL is unset, and offered to the organiser for the big screen's QR code.
import os from "node:os";
import { isLoopbackUrl, type ServerAddresses } from "@sah/domain";

/** `http://<address>:<port>` for each IPv4 address of a network interface that is not internal. */
export function networkBaseUrls(
  port: number,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  const urls = new Set<string>();
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      if (info.family === "IPv4" && !info.internal) urls.add(`http://${info.address}:${port}`);
    }
  }
  return [...urls];
}

/** What GET …/addresses/ answers: APP_URL first when it was set and is not loopback, then the network's. */
export function serverAddresses(
  config: { appUrl: string; appUrlSet: boolean },
  port: number,
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
): ServerAddresses {
  const network = networkBaseUrls(port, interfaces);
  const appUrl = config.appUrlSet && !isLoopbackUrl(config.appUrl) ? [config.appUrl] : [];
  return {
    app_url: config.appUrl,
    app_url_set: config.appUrlSet,
    reachable: [...new Set([...appUrl, ...network])],
  };
}

/** The start-up lines naming where phones reach the server, when APP_URL does not say (empty when it does). */
export function addressLines(
  config: { appUrl: string; appUrlSet: boolean },
  port: number,
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
): string[] {
  if (config.appUrlSet) return [];
  const network = networkBaseUrls(port, interfaces);
  if (!network.length) return ["  APP_URL is not set and this machine has no network address: phones cannot reach it yet."];
  return [
    "  APP_URL is not set: links and the big screen's QR code name localhost, which phones cannot open.",
    "  On the network this server is at:",
    ...network.map((u) => `    ${u}`),
    "  Set APP_URL to the one phones reach, or choose it in the big screen's settings.",
  ];
}
