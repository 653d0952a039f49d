// The route table (spec section 2). Every page is its own chunk: the public pages load only what
// they show, and the dashboard and user management stay out of their way.
import type { RouteObject } from "react-router";
import { EventsRedirect, RequireAuth, RequireLoggedOut } from "./guards.tsx";
import { InitialLoading, RootLayout, RouteError } from "./root-layout.tsx";

// The dashboard (spec section 2 "Dashboard"): /dashboard lists the user's events; /dashboard/{id}
// holds the five sections. Lists and details are the public pages plus their managing controls.
const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import("../features/events/routes/event-list-page.tsx")).DashboardHomePage }),
  },
  {
    path: ":eventId",
    lazy: async () => ({ Component: (await import("./routes/dashboard/dashboard-layout.tsx")).DashboardLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import("../features/dashboard/routes/dashboard-index-page.tsx")).DashboardIndexPage,
        }),
      },
      { path: "detail", lazy: async () => ({ Component: (await import("./routes/view/view-detail.tsx")).ViewDetailPage }) },
      {
        path: "teams",
        lazy: async () => ({ Component: (await import("../features/teams/routes/manage-team-pages.tsx")).ManageTeamListPage }),
      },
      {
        path: "teams/create",
        lazy: async () => ({ Component: (await import("../features/teams/routes/team-form-page.tsx")).TeamCreatePage }),
      },
      {
        path: "teams/:teamId",
        lazy: async () => ({
          Component: (await import("../features/teams/routes/manage-team-pages.tsx")).ManageTeamDetailPage,
        }),
      },
      {
        path: "teams/:teamId/edit",
        lazy: async () => ({ Component: (await import("../features/teams/routes/team-form-page.tsx")).TeamEditPage }),
      },
      {
        path: "players",
        lazy: async () => ({
          Component: (await import("../features/players/routes/manage-player-pages.tsx")).ManagePlayerListPage,
        }),
      },
      {
        path: "players/create",
        lazy: async () => ({ Component: (await import("../features/players/routes/player-form-page.tsx")).PlayerCreatePage }),
      },
      {
        path: "players/:playerId",
        lazy: async () => ({
          Component: (await import("../features/players/routes/manage-player-pages.tsx")).ManagePlayerDetailPage,
        }),
      },
      {
        path: "players/:playerId/edit",
        lazy: async () => ({ Component: (await import("../features/players/routes/player-form-page.tsx")).PlayerEditPage }),
      },
      {
        path: "players/:playerId/sell",
        lazy: async () => ({ Component: (await import("../features/auction/routes/player-sell-page.tsx")).default }),
      },
      {
        path: "auctions",
        lazy: async () => ({ Component: (await import("../features/auction/routes/auction-console-page.tsx")).default }),
      },
      {
        path: "settings",
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("../features/dashboard/routes/settings-index-page.tsx")).SettingsIndexPage,
            }),
          },
          {
            path: "edit",
            lazy: async () => ({ Component: (await import("../features/events/routes/event-form-page.tsx")).EditEventPage }),
          },
          {
            path: "sponsors",
            lazy: async () => ({ Component: (await import("../features/sponsors/routes/sponsor-pages.tsx")).SponsorListPage }),
          },
          {
            path: "sponsors/create",
            lazy: async () => ({
              Component: (await import("../features/sponsors/routes/sponsor-pages.tsx")).SponsorCreatePage,
            }),
          },
          {
            path: "sponsors/:sponsorId",
            lazy: async () => ({ Component: (await import("../features/sponsors/routes/sponsor-pages.tsx")).SponsorEditPage }),
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
        index: true,
        lazy: async () => ({ Component: (await import("../features/landing/routes/landing-page.tsx")).LandingPage }),
      },
      {
        path: "events",
        children: [
          { index: true, element: <EventsRedirect /> },
          {
            lazy: async () => ({ Component: (await import("../features/events/routes/events-layout.tsx")).EventsLayout }),
            children: [
              {
                path: "all",
                lazy: async () => ({ Component: (await import("../features/events/routes/event-list-page.tsx")).AllEventsPage }),
              },
              {
                path: "archived",
                element: <RequireAuth />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("../features/events/routes/event-list-page.tsx")).ArchivedEventsPage,
                    }),
                  },
                ],
              },
              {
                path: "for-you",
                element: <RequireAuth />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("../features/events/routes/event-list-page.tsx")).ForYouEventsPage,
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: "create",
            element: <RequireAuth />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/events/routes/event-form-page.tsx")).CreateEventPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: "view/:eventId",
        lazy: async () => ({ Component: (await import("./routes/view/view-layout.tsx")).ViewLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import("./routes/view/view-index.tsx")).ViewIndexPage }) },
          { path: "detail", lazy: async () => ({ Component: (await import("./routes/view/view-detail.tsx")).ViewDetailPage }) },
          {
            path: "teams",
            lazy: async () => ({ Component: (await import("../features/teams/routes/team-list-page.tsx")).TeamListPage }),
          },
          {
            path: "teams/:teamId",
            lazy: async () => ({ Component: (await import("../features/teams/routes/team-detail-page.tsx")).TeamDetailPage }),
          },
          {
            path: "players",
            lazy: async () => ({ Component: (await import("../features/players/routes/player-list-page.tsx")).PlayerListPage }),
          },
          {
            path: "players/:playerId",
            lazy: async () => ({
              Component: (await import("../features/players/routes/player-detail-page.tsx")).PlayerDetailPage,
            }),
          },
          {
            path: "auctions",
            lazy: async () => ({ Component: (await import("../features/auction/routes/auction-page.tsx")).AuctionPage }),
          },
        ],
      },
      {
        path: "dashboard",
        element: <RequireAuth />,
        children: dashboardRoutes,
      },
      {
        path: "auth",
        lazy: async () => ({ Component: (await import("../features/auth/routes/auth-layout.tsx")).AuthLayout }),
        children: [
          {
            path: "login",
            element: <RequireLoggedOut />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import("../features/auth/routes/login-page.tsx")).LoginPage }),
              },
            ],
          },
          {
            path: "forgot-password",
            lazy: async () => ({
              Component: (await import("../features/auth/routes/forgot-password-page.tsx")).ForgotPasswordPage,
            }),
          },
          {
            path: "reset-password/:uid/:token",
            lazy: async () => ({
              Component: (await import("../features/auth/routes/reset-password-page.tsx")).ResetPasswordPage,
            }),
          },
          {
            path: "change-password",
            element: <RequireAuth />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/auth/routes/change-password-page.tsx")).ChangePasswordPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: "users/*",
        element: <RequireAuth />,
        children: [
          { path: "*", lazy: async () => ({ Component: (await import("../features/users/routes/users-page.tsx")).UsersPage }) },
        ],
      },
      { path: "*", lazy: async () => ({ Component: (await import("./routes/not-found.tsx")).NotFoundPage }) },
    ],
  },
];
