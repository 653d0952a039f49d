// The router (docs/product.md section 2): each route matches the pattern of its entry in lib/paths.ts, the one
// route table (absolute patterns below their parents). Every page is its own chunk: the public pages
// load only what they show, and the dashboard and user management stay out of their way.
import type { IndexRouteObject, RouteObject } from "react-router";
import { paths } from "../lib/paths.ts";
import { EventsRedirect, RequireAuth, RequireLoggedOut } from "./guards.tsx";
import { InitialLoading, RootLayout, RouteError } from "./root-layout.tsx";

/** A page for signed-in users only: RequireAuth sends anyone else to Log In. */
function signedInPage(path: string, lazy: NonNullable<IndexRouteObject["lazy"]>): RouteObject {
  return { path, element: <RequireAuth />, children: [{ index: true, lazy }] };
}

// The dashboard (docs/product.md section 2 "Dashboard"): /dashboard lists the user's events; /dashboard/{id}
// holds the five sections. Lists and details are the public pages plus their managing controls.
const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import("../features/events/routes/dashboard-home-page.tsx")).DashboardHomePage }),
  },
  {
    path: paths.manage.root.pattern,
    lazy: async () => ({ Component: (await import("./routes/dashboard/dashboard-layout.tsx")).DashboardLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import("../features/dashboard/routes/dashboard-index-page.tsx")).DashboardIndexPage,
        }),
      },
      {
        path: paths.manage.detail.pattern,
        lazy: async () => ({ Component: (await import("./routes/view/view-detail.tsx")).ViewDetailPage }),
      },
      {
        path: paths.manage.teams.pattern,
        lazy: async () => ({
          Component: (await import("../features/teams/routes/manage-team-list-page.tsx")).ManageTeamListPage,
        }),
      },
      {
        path: paths.manage.teamCreate.pattern,
        lazy: async () => ({ Component: (await import("../features/teams/routes/team-create-page.tsx")).TeamCreatePage }),
      },
      {
        path: paths.manage.team.pattern,
        lazy: async () => ({
          Component: (await import("../features/teams/routes/manage-team-detail-page.tsx")).ManageTeamDetailPage,
        }),
      },
      {
        path: paths.manage.teamEdit.pattern,
        lazy: async () => ({ Component: (await import("../features/teams/routes/team-edit-page.tsx")).TeamEditPage }),
      },
      {
        path: paths.manage.players.pattern,
        lazy: async () => ({
          Component: (await import("../features/players/routes/manage-player-list-page.tsx")).ManagePlayerListPage,
        }),
      },
      {
        path: paths.manage.playerCreate.pattern,
        lazy: async () => ({ Component: (await import("../features/players/routes/player-create-page.tsx")).PlayerCreatePage }),
      },
      {
        path: paths.manage.player.pattern,
        lazy: async () => ({
          Component: (await import("../features/players/routes/manage-player-detail-page.tsx")).ManagePlayerDetailPage,
        }),
      },
      {
        path: paths.manage.playerEdit.pattern,
        lazy: async () => ({ Component: (await import("../features/players/routes/player-edit-page.tsx")).PlayerEditPage }),
      },
      {
        path: paths.manage.playerSell.pattern,
        lazy: async () => ({ Component: (await import("../features/auction/routes/player-sell-page.tsx")).PlayerSellPage }),
      },
      {
        path: paths.manage.auctions.pattern,
        lazy: async () => ({
          Component: (await import("../features/auction/routes/auction-console-page.tsx")).AuctionConsolePage,
        }),
      },
      {
        path: paths.manage.audit.pattern,
        lazy: async () => ({ Component: (await import("../features/auction/routes/audit-page.tsx")).AuditPage }),
      },
      {
        path: paths.manage.overlay.pattern,
        lazy: async () => ({ Component: (await import("./routes/room/overlay-builder-page.tsx")).OverlayBuilderPage }),
      },
      {
        path: paths.manage.settings.pattern,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("../features/dashboard/routes/settings-index-page.tsx")).SettingsIndexPage,
            }),
          },
          {
            path: paths.manage.eventEdit.pattern,
            lazy: async () => ({ Component: (await import("../features/events/routes/event-edit-page.tsx")).EditEventPage }),
          },
          {
            path: paths.manage.sponsors.pattern,
            lazy: async () => ({
              Component: (await import("../features/sponsors/routes/sponsor-list-page.tsx")).SponsorListPage,
            }),
          },
          {
            path: paths.manage.sponsorCreate.pattern,
            lazy: async () => ({
              Component: (await import("../features/sponsors/routes/sponsor-create-page.tsx")).SponsorCreatePage,
            }),
          },
          {
            path: paths.manage.sponsor.pattern,
            lazy: async () => ({
              Component: (await import("../features/sponsors/routes/sponsor-edit-page.tsx")).SponsorEditPage,
            }),
          },
          {
            path: paths.manage.data.pattern,
            lazy: async () => ({ Component: (await import("../features/data/routes/data-page.tsx")).DataPage }),
          },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      {
        path: paths.home.pattern,
        lazy: async () => ({ Component: (await import("../features/landing/routes/landing-page.tsx")).LandingPage }),
      },
      {
        path: paths.events.pattern,
        children: [
          { index: true, element: <EventsRedirect /> },
          {
            lazy: async () => ({ Component: (await import("../features/events/routes/events-layout.tsx")).EventsLayout }),
            children: [
              {
                path: paths.allEvents.pattern,
                lazy: async () => ({ Component: (await import("../features/events/routes/all-events-page.tsx")).AllEventsPage }),
              },
              signedInPage(paths.archivedEvents.pattern, async () => ({
                Component: (await import("../features/events/routes/archived-events-page.tsx")).ArchivedEventsPage,
              })),
              signedInPage(paths.forYou.pattern, async () => ({
                Component: (await import("../features/events/routes/for-you-events-page.tsx")).ForYouEventsPage,
              })),
            ],
          },
          signedInPage(paths.createEvent.pattern, async () => ({
            Component: (await import("../features/events/routes/event-create-page.tsx")).CreateEventPage,
          })),
          signedInPage(paths.restoreEvent.pattern, async () => ({
            Component: (await import("../features/data/routes/restore-page.tsx")).RestorePage,
          })),
        ],
      },
      {
        path: paths.view.root.pattern,
        lazy: async () => ({ Component: (await import("./routes/view/view-layout.tsx")).ViewLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import("./routes/view/view-index.tsx")).ViewIndexPage }) },
          {
            path: paths.view.detail.pattern,
            lazy: async () => ({ Component: (await import("./routes/view/view-detail.tsx")).ViewDetailPage }),
          },
          {
            path: paths.view.teams.pattern,
            lazy: async () => ({ Component: (await import("../features/teams/routes/team-list-page.tsx")).TeamListPage }),
          },
          {
            path: paths.view.team.pattern,
            lazy: async () => ({ Component: (await import("../features/teams/routes/team-detail-page.tsx")).TeamDetailPage }),
          },
          {
            path: paths.view.players.pattern,
            lazy: async () => ({ Component: (await import("../features/players/routes/player-list-page.tsx")).PlayerListPage }),
          },
          {
            path: paths.view.player.pattern,
            lazy: async () => ({
              Component: (await import("../features/players/routes/player-detail-page.tsx")).PlayerDetailPage,
            }),
          },
          {
            path: paths.view.auctions.pattern,
            lazy: async () => ({ Component: (await import("../features/auction/routes/auction-page.tsx")).AuctionPage }),
          },
        ],
      },
      signedInPage(paths.bid.pattern, async () => ({
        Component: (await import("../features/auction/routes/bid-page.tsx")).BidPage,
      })),
      {
        path: paths.dashboardHome.pattern,
        element: <RequireAuth />,
        children: dashboardRoutes,
      },
      {
        // The /auth pages' frame (a layout without a path of its own).
        lazy: async () => ({ Component: (await import("../features/auth/routes/auth-layout.tsx")).AuthLayout }),
        children: [
          {
            path: paths.auth.login.pattern,
            element: <RequireLoggedOut />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import("../features/auth/routes/login-page.tsx")).LoginPage }),
              },
            ],
          },
          {
            path: paths.auth.forgotPassword.pattern,
            lazy: async () => ({
              Component: (await import("../features/auth/routes/forgot-password-page.tsx")).ForgotPasswordPage,
            }),
          },
          {
            path: paths.auth.resetPassword.pattern,
            lazy: async () => ({
              Component: (await import("../features/auth/routes/reset-password-page.tsx")).ResetPasswordPage,
            }),
          },
          signedInPage(paths.auth.changePassword.pattern, async () => ({
            Component: (await import("../features/auth/routes/change-password-page.tsx")).ChangePasswordPage,
          })),
        ],
      },
      {
        path: `${paths.users.pattern}/*`,
        element: <RequireAuth />,
        children: [
          { path: "*", lazy: async () => ({ Component: (await import("../features/users/routes/users-page.tsx")).UsersPage }) },
        ],
      },
      { path: "*", lazy: async () => ({ Component: (await import("./routes/not-found.tsx")).NotFoundPage }) },
    ],
  },
  // The room's screens (docs/product.md section 10): no top bar, no site background.
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      {
        path: paths.room.screen.pattern,
        lazy: async () => ({ Component: (await import("./routes/room/screen-page.tsx")).ScreenPage }),
      },
      {
        path: paths.room.overlay.pattern,
        lazy: async () => ({ Component: (await import("./routes/room/overlay-page.tsx")).OverlayPage }),
      },
    ],
  },
];
