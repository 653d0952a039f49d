// Document title and metadata per page (docs/product.md section 1): "Sports Auction House | {page}" plus
// description, image, og and twitter tags. React 19 hoists these into <head>.
import { BRAND_DESCRIPTION, SITE_CARD_URL } from "@sah/domain";
import { BRAND } from "../lib/config.ts";

type SeoProps = {
  /** The page name; none gives the plain brand (the default title). */
  title?: string;
  description?: string;
  image?: string | null;
  type?: "website" | "article" | "profile";
};

export const DEFAULT_DESCRIPTION = BRAND_DESCRIPTION;

export function documentTitle(title?: string): string {
  return title ? `${BRAND} | ${title}` : BRAND;
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

export function Seo({ title, description = DEFAULT_DESCRIPTION, image, type = "website" }: SeoProps) {
  const full = documentTitle(title);
  // The site's share card (a 1200×630 PNG: crawlers and chat apps show no SVG) where the page has no image.
  const img = absolute(image || SITE_CARD_URL);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={img} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={img} />
    </>
  );
}
