// The landing page (docs/product.md section 1): hero, "Why Choose" feature cards, contact section, footer.
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import ChatIcon from "@mui/icons-material/Chat";
import DevicesIcon from "@mui/icons-material/Devices";
import EmailIcon from "@mui/icons-material/Email";
import GavelIcon from "@mui/icons-material/Gavel";
import GroupsIcon from "@mui/icons-material/Groups";
import PhoneIcon from "@mui/icons-material/Phone";
import PlaceIcon from "@mui/icons-material/Place";
import ShareIcon from "@mui/icons-material/Share";
import SportsSoccerIcon from "@mui/icons-material/SportsSoccer";
import TouchAppIcon from "@mui/icons-material/TouchApp";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Seo } from "../../../components/seo.tsx";
import { BRAND, contact } from "../../../lib/config.ts";
import { paths } from "../../../lib/paths.ts";
import { useUser } from "../../../lib/session.tsx";
import { GavelBackground } from "../components/gavel-background.tsx";
import { MapBlock } from "../components/map-block.tsx";

const FEATURES: { icon: ReactNode; title: string; text: string; chips?: string[] }[] = [
  {
    icon: <GavelIcon />,
    title: "Host and Manage Auctions",
    text: "Create an event, add teams, players and sponsors, and run the bidding from one dashboard.",
  },
  {
    icon: <GroupsIcon />,
    title: "Dynamic Team Building",
    text: "Purses, slots and the maximum bid of every team update with each sale, so no team overspends.",
  },
  {
    icon: <DevicesIcon />,
    title: "Multi-Device Support",
    text: "Project the auction on a wall while everyone follows it live on their phones.",
  },
  {
    icon: <TouchAppIcon />,
    title: "Intuitive Interface",
    text: "Clear screens and keyboard shortcuts keep an auction night moving.",
  },
  {
    icon: <SportsSoccerIcon />,
    title: "Multiple Sports",
    text: "Grades, skills and budgets that fit your game.",
    chips: ["Cricket", "Football", "Basketball", "Fantasy Leagues"],
  },
];

const section = { width: "100%", maxWidth: 1280, mx: "auto", px: { mobile: 2, tablet: 4 } } as const;

/** A section below the hero, named by its heading (`mb`: the space under the heading). */
function Section({ id, title, mb, children }: { id: string; title: ReactNode; mb: number; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ ...section, py: { mobile: 6, tablet: 10 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: "clamp(1.8rem, 4vw, 2.75rem)", mb }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A link to a page of another site, in a new tab (the chat, the social page). */
function ExternalButton({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button href={href} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={icon}>
      {children}
    </Button>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
      <Box
        sx={{
          color: "primary.main",
          width: 44,
          height: 44,
          borderRadius: 2,
          bgcolor: "action.hover",
          display: "grid",
          placeItems: "center",
          flexShrink: 0,
        }}
        aria-hidden
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ display: "block", lineHeight: 1.6 }}>
          {label}
        </Typography>
        <Box sx={{ fontWeight: 600, wordBreak: "break-word" }}>{children}</Box>
      </Box>
    </Box>
  );
}

export function LandingPage() {
  const { isLoggedIn } = useUser();
  return (
    <>
      <GavelBackground />
      <Seo description="Host and manage sports player auctions: dynamic team building, live bidding on every device, for cricket, football, basketball and fantasy leagues." />
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          ...section,
          minHeight: { mobile: "calc(100dvh - 56px)", laptop: "min(calc(100dvh - 56px), 820px)" },
          display: "flex",
          alignItems: { mobile: "flex-end", laptop: "center" },
          py: { mobile: 5, tablet: 8 },
        }}
      >
        <Box sx={{ maxWidth: 680 }}>
          <Chip label="Live sports player auctions" color="primary" variant="outlined" sx={{ mb: 3 }} />
          <Typography id="hero-title" variant="h1" sx={{ fontSize: "clamp(2.4rem, 7vw, 4.6rem)", lineHeight: 1.05, mb: 3 }}>
            Run auction night{" "}
            <Box component="span" sx={{ color: "primary.main" }}>
              like the pros.
            </Box>
          </Typography>
          <Typography sx={{ fontSize: "clamp(1.05rem, 2vw, 1.3rem)", color: "text.secondary", mb: 4, maxWidth: 560 }}>
            {BRAND} hosts your player auction from the first draw to the last sale: teams, purses, sponsors and a live board for
            the room and every phone.
          </Typography>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={paths.allEvents.href()}
              endIcon={<ArrowForwardIcon />}
            >
              Explore Auctions
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={isLoggedIn ? paths.forYou.href() : paths.auth.login.href()}
            >
              {isLoggedIn ? "Your Auctions" : "Log In"}
            </Button>
          </Box>
        </Box>
      </Box>

      <Section id="why-title" title={<>Why Choose {BRAND}?</>} mb={1}>
        <Typography color="text.secondary" sx={{ mb: 4, fontSize: "1.1rem" }}>
          Everything an organiser needs, nothing in the way.
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            m: 0,
            p: 0,
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { mobile: "1fr", tablet: "repeat(2, minmax(0, 1fr))", laptop: "repeat(3, minmax(0, 1fr))" },
          }}
        >
          {FEATURES.map((f) => (
            <Paper
              component="li"
              key={f.title}
              variant="outlined"
              sx={{
                p: 3,
                bgcolor: "background.paper",
                transition: "transform 200ms, border-color 200ms",
                "&:hover": { transform: "translateY(-3px)", borderColor: "primary.main" },
              }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 2,
                  display: "grid",
                  placeItems: "center",
                  bgcolor: "primary.main",
                  color: "primary.contrastText",
                  mb: 2,
                }}
                aria-hidden
              >
                {f.icon}
              </Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {f.title}
              </Typography>
              <Typography color="text.secondary">{f.text}</Typography>
              {f.chips && (
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>
                  {f.chips.map((c) => (
                    <Chip key={c} label={c} size="small" />
                  ))}
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      </Section>

      <Section id="contact-title" title="Contact Us" mb={4}>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { mobile: "1fr", laptop: "minmax(0, 3fr) minmax(0, 2fr)" } }}>
          <MapBlock label={contact.address} />
          <Paper variant="outlined" sx={{ p: 3, display: "grid", gap: 2.5, bgcolor: "background.paper" }}>
            <ContactRow icon={<PlaceIcon />} label="Address">
              <Box component="address" sx={{ fontStyle: "normal" }}>
                {contact.address}
              </Box>
            </ContactRow>
            <ContactRow icon={<PhoneIcon />} label="Phone">
              <Link href={`tel:${contact.phone.replace(/\s+/g, "")}`} color="inherit">
                {contact.phone}
              </Link>
            </ContactRow>
            <ContactRow icon={<EmailIcon />} label="E-mail">
              <Link href={`mailto:${contact.email}`} color="inherit">
                {contact.email}
              </Link>
            </ContactRow>
            <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
              <ExternalButton href={contact.chatUrl} icon={<ChatIcon />}>
                Chat with us
              </ExternalButton>
              <ExternalButton href={contact.socialUrl} icon={<ShareIcon />}>
                Follow us
              </ExternalButton>
            </Box>
          </Paper>
        </Box>
      </Section>

      <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", py: 3, mt: "auto", textAlign: "center" }}>
        <Typography variant="body2" color="text.secondary">
          Copyright © January 2025 {BRAND}. All rights reserved.
        </Typography>
      </Box>
    </>
  );
}
