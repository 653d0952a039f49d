// The router (docs/product.md section 2): each route matches the pattern of its entry in lib/paths.ts, the one
// route table (absolute patterns below their parents). Every page is its own chunk: the public pages
// load only what they show, and the dashboard and user management stay out of their way.
import type { IndexRouteObject, RouteObject } from "react-router";
import { paths } from "../lib/paths.ts";
import { EventsRedirect, RequireAuth, RequireLoggedOut } from "./guards.tsx";
import { lazyScreen } from "./lazy-screen.tsx";
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
    lazy: lazyScreen(
      () => import("../features/events/routes/dashboard-home-page.tsx"),
      (m) => m.DashboardHomePage,
    ),
  },
  {
    path: paths.manage.root.pattern,
    lazy: lazyScreen(
      () => import("../features/dashboard/routes/dashboard-layout.tsx"),
      (m) => m.DashboardLayout,
    ),
    children: [
      {
        index: true,
        lazy: lazyScreen(
          () => import("../features/dashboard/routes/dashboard-index-page.tsx"),
          (m) => m.DashboardIndexPage,
        ),
      },
      {
        path: paths.manage.detail.pattern,
        lazy: lazyScreen(
          () => import("../features/events/routes/view-detail.tsx"),
          (m) => m.ViewDetailPage,
        ),
      },
      {
        path: paths.manage.teams.pattern,
        lazy: lazyScreen(
          () => import("../features/teams/routes/manage-team-list-page.tsx"),
          (m) => m.ManageTeamListPage,
        ),
      },
      {
        path: paths.manage.teamCreate.pattern,
        lazy: lazyScreen(
          () => import("../features/teams/routes/team-create-page.tsx"),
          (m) => m.TeamCreatePage,
        ),
      },
      {
        path: paths.manage.team.pattern,
        lazy: lazyScreen(
          () => import("../features/teams/routes/manage-team-detail-page.tsx"),
          (m) => m.ManageTeamDetailPage,
        ),
      },
      {
        path: paths.manage.teamEdit.pattern,
        lazy: lazyScreen(
          () => import("../features/teams/routes/team-edit-page.tsx"),
          (m) => m.TeamEditPage,
        ),
      },
      {
        path: paths.manage.players.pattern,
        lazy: lazyScreen(
          () => import("../features/players/routes/manage-player-list-page.tsx"),
          (m) => m.ManagePlayerListPage,
        ),
      },
      {
        path: paths.manage.playerCreate.pattern,
        lazy: lazyScreen(
          () => import("../features/players/routes/player-create-page.tsx"),
          (m) => m.PlayerCreatePage,
        ),
      },
      {
        path: paths.manage.player.pattern,
        lazy: lazyScreen(
          () => import("../features/players/routes/manage-player-detail-page.tsx"),
          (m) => m.ManagePlayerDetailPage,
        ),
      },
      {
        path: paths.manage.playerEdit.pattern,
        lazy: lazyScreen(
          () => import("../features/players/routes/player-edit-page.tsx"),
          (m) => m.PlayerEditPage,
        ),
      },
      {
        path: paths.manage.playerSell.pattern,
        lazy: lazyScreen(
          () => import("../features/auction/routes/player-sell-page.tsx"),
          (m) => m.PlayerSellPage,
        ),
      },
      {
        path: paths.manage.auctions.pattern,
        lazy: lazyScreen(
          () => import("../features/auction/routes/auction-console-page.tsx"),
          (m) => m.AuctionConsolePage,
        ),
      },
      {
        path: paths.manage.audit.pattern,
        lazy: lazyScreen(
          () => import("../features/auction/routes/audit-page.tsx"),
          (m) => m.AuditPage,
        ),
      },
      {
        path: paths.manage.registrations.pattern,
        lazy: lazyScreen(
          () => import("../features/registration/routes/registrations-page.tsx"),
          (m) => m.RegistrationsPage,
        ),
      },
      {
        path: paths.manage.poster.pattern,
        lazy: lazyScreen(
          () => import("../features/registration/routes/registration-poster-page.tsx"),
          (m) => m.RegistrationPosterPage,
        ),
      },
      {
        path: paths.manage.overlay.pattern,
        lazy: lazyScreen(
          () => import("../features/auction/routes/overlay-builder-page.tsx"),
          (m) => m.OverlayBuilderPage,
        ),
      },
      {
        path: paths.manage.settings.pattern,
        children: [
          {
            index: true,
            lazy: lazyScreen(
              () => import("../features/dashboard/routes/settings-index-page.tsx"),
              (m) => m.SettingsIndexPage,
            ),
          },
          {
            path: paths.manage.eventEdit.pattern,
            lazy: lazyScreen(
              () => import("../features/events/routes/event-edit-page.tsx"),
              (m) => m.EditEventPage,
            ),
          },
          {
            path: paths.manage.sponsors.pattern,
            lazy: lazyScreen(
              () => import("../features/sponsors/routes/sponsor-list-page.tsx"),
              (m) => m.SponsorListPage,
            ),
          },
          {
            path: paths.manage.sponsorCreate.pattern,
            lazy: lazyScreen(
              () => import("../features/sponsors/routes/sponsor-create-page.tsx"),
              (m) => m.SponsorCreatePage,
            ),
          },
          {
            path: paths.manage.sponsor.pattern,
            lazy: lazyScreen(
              () => import("../features/sponsors/routes/sponsor-edit-page.tsx"),
              (m) => m.SponsorEditPage,
            ),
          },
          {
            path: paths.manage.registrationSettings.pattern,
            lazy: lazyScreen(
              () => import("../features/registration/routes/registration-settings-page.tsx"),
              (m) => m.RegistrationSettingsPage,
            ),
          },
          {
            path: paths.manage.data.pattern,
            lazy: lazyScreen(
              () => import("../features/data/routes/data-page.tsx"),
              (m) => m.DataPage,
            ),
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
        lazy: lazyScreen(
          () => import("../features/landing/routes/landing-page.tsx"),
          (m) => m.LandingPage,
        ),
      },
      {
        path: paths.events.pattern,
        children: [
          { index: true, element: <EventsRedirect /> },
          {
            lazy: lazyScreen(
              () => import("../features/events/routes/events-layout.tsx"),
              (m) => m.EventsLayout,
            ),
            children: [
              {
                path: paths.allEvents.pattern,
                lazy: lazyScreen(
                  () => import("../features/events/routes/all-events-page.tsx"),
                  (m) => m.AllEventsPage,
                ),
              },
              signedInPage(
                paths.archivedEvents.pattern,
                lazyScreen(
                  () => import("../features/events/routes/archived-events-page.tsx"),
                  (m) => m.ArchivedEventsPage,
                ),
              ),
              signedInPage(
                paths.forYou.pattern,
                lazyScreen(
                  () => import("../features/events/routes/for-you-events-page.tsx"),
                  (m) => m.ForYouEventsPage,
                ),
              ),
            ],
          },
          signedInPage(
            paths.createEvent.pattern,
            lazyScreen(
              () => import("../features/events/routes/event-create-page.tsx"),
              (m) => m.CreateEventPage,
            ),
          ),
          signedInPage(
            paths.restoreEvent.pattern,
            lazyScreen(
              () => import("../features/data/routes/restore-page.tsx"),
              (m) => m.RestorePage,
            ),
          ),
        ],
      },
      {
        path: paths.view.root.pattern,
        lazy: lazyScreen(
          () => import("../features/events/routes/view-layout.tsx"),
          (m) => m.ViewLayout,
        ),
        children: [
          {
            index: true,
            lazy: lazyScreen(
              () => import("../features/events/routes/view-index.tsx"),
              (m) => m.ViewIndexPage,
            ),
          },
          {
            path: paths.view.detail.pattern,
            lazy: lazyScreen(
              () => import("../features/events/routes/view-detail.tsx"),
              (m) => m.ViewDetailPage,
            ),
          },
          {
            path: paths.view.teams.pattern,
            lazy: lazyScreen(
              () => import("../features/teams/routes/team-list-page.tsx"),
              (m) => m.TeamListPage,
            ),
          },
          {
            path: paths.view.team.pattern,
            lazy: lazyScreen(
              () => import("../features/teams/routes/team-detail-page.tsx"),
              (m) => m.TeamDetailPage,
            ),
          },
          {
            path: paths.view.players.pattern,
            lazy: lazyScreen(
              () => import("../features/players/routes/player-list-page.tsx"),
              (m) => m.PlayerListPage,
            ),
          },
          {
            path: paths.view.player.pattern,
            lazy: lazyScreen(
              () => import("../features/players/routes/player-detail-page.tsx"),
              (m) => m.PlayerDetailPage,
            ),
          },
          {
            path: paths.register.form.pattern,
            lazy: lazyScreen(
              () => import("../features/registration/routes/register-page.tsx"),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: paths.register.done.pattern,
            lazy: lazyScreen(
              () => import("../features/registration/routes/register-page.tsx"),
              (m) => m.RegisterDonePage,
            ),
          },
          {
            path: paths.register.mine.pattern,
            lazy: lazyScreen(
              () => import("../features/registration/routes/register-page.tsx"),
              (m) => m.OwnRegistrationPage,
            ),
          },
          {
            path: paths.view.auctions.pattern,
            lazy: lazyScreen(
              () => import("../features/auction/routes/auction-page.tsx"),
              (m) => m.AuctionPage,
            ),
          },
          {
            path: paths.report.pattern,
            lazy: lazyScreen(
              () => import("../features/report/routes/report-page.tsx"),
              (m) => m.ReportPage,
            ),
          },
          {
            path: paths.sponsorReport.pattern,
            lazy: lazyScreen(
              () => import("../features/sponsors/routes/sponsor-report-page.tsx"),
              (m) => m.SponsorReportPage,
            ),
          },
        ],
      },
      signedInPage(
        paths.bid.pattern,
        lazyScreen(
          () => import("../features/auction/routes/bid-page.tsx"),
          (m) => m.BidPage,
        ),
      ),
      {
        path: paths.dashboardHome.pattern,
        element: <RequireAuth />,
        children: dashboardRoutes,
      },
      {
        // The /auth pages' frame (a layout without a path of its own).
        lazy: lazyScreen(
          () => import("../features/auth/routes/auth-layout.tsx"),
          (m) => m.AuthLayout,
        ),
        children: [
          {
            path: paths.auth.login.pattern,
            element: <RequireLoggedOut />,
            children: [
              {
                index: true,
                lazy: lazyScreen(
                  () => import("../features/auth/routes/login-page.tsx"),
                  (m) => m.LoginPage,
                ),
              },
            ],
          },
          {
            path: paths.auth.forgotPassword.pattern,
            lazy: lazyScreen(
              () => import("../features/auth/routes/forgot-password-page.tsx"),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: paths.auth.resetPassword.pattern,
            lazy: lazyScreen(
              () => import("../features/auth/routes/reset-password-page.tsx"),
              (m) => m.ResetPasswordPage,
            ),
          },
          signedInPage(
            paths.auth.changePassword.pattern,
            lazyScreen(
              () => import("../features/auth/routes/change-password-page.tsx"),
              (m) => m.ChangePasswordPage,
            ),
          ),
        ],
      },
      {
        path: `${paths.users.pattern}/*`,
        element: <RequireAuth />,
        children: [
          {
            path: "*",
            lazy: lazyScreen(
              () => import("../features/users/routes/users-page.tsx"),
              (m) => m.UsersPage,
            ),
          },
        ],
      },
      {
        path: "*",
        lazy: lazyScreen(
          () => import("../components/not-found-page.tsx"),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
  // The room's screens (docs/product.md section 10): no top bar, no site background.
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      {
        path: paths.room.screen.pattern,
        lazy: lazyScreen(
          () => import("../features/auction/routes/screen-page.tsx"),
          (m) => m.ScreenPage,
        ),
      },
      {
        path: paths.room.overlay.pattern,
        lazy: lazyScreen(
          () => import("../features/auction/routes/overlay-page.tsx"),
          (m) => m.OverlayPage,
        ),
      },
    ],
  },
];
