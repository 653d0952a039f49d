// Contact details of the landing page (docs/product.md section 1: map, address, phone, e-mail, chat and
// social links). They come from Vite env variables at build time; the defaults are placeholders.
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

function link(value: unknown, fallback: string): string {
  const v = text(value, fallback);
  return /^(https?:|mailto:|tel:)/i.test(v) ? v : fallback;
}

function coordinate(value: unknown, fallback: number, limit: number): number {
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : fallback;
}

export { BRAND } from "@sah/domain";

export const contact = {
  address: text(env.VITE_CONTACT_ADDRESS, "12 Stadium Road, Sector 5, Bengaluru 560001, India"),
  phone: text(env.VITE_CONTACT_PHONE, "+91 98765 43210"),
  email: text(env.VITE_CONTACT_EMAIL, "hello@sportsauctionhouse.example"),
  chatUrl: link(env.VITE_CONTACT_CHAT_URL, "https://wa.me/919876543210"),
  socialUrl: link(env.VITE_CONTACT_SOCIAL_URL, "https://www.instagram.com/sportsauctionhouse"),
  latitude: coordinate(env.VITE_CONTACT_LAT, 12.9784, 90),
  longitude: coordinate(env.VITE_CONTACT_LNG, 77.5996, 180),
} as const;

/** Open the address in OpenStreetMap (a link: the page itself works offline). */
export function mapUrl(): string {
  return `https://www.openstreetmap.org/?mlat=${contact.latitude}&mlon=${contact.longitude}#map=16/${contact.latitude}/${contact.longitude}`;
}
