import type { ComponentType } from "react";

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * Each page's code, keyed by the route id in the shared route table and loaded on first visit,
 * so the first screen downloads only its own page.
 */
export const PAGE_MODULES: Record<string, LazyPage> = {
  home: () => import("@/features/home/components/HomePage").then((m) => ({ Component: m.HomePage })),
  marketplace: () => import("./pages/MarketplaceRoute").then((m) => ({ Component: m.MarketplaceRoute })),
  register: () => import("@/features/auth/components/register/RegisterPage").then((m) => ({ Component: m.RegisterPage })),
  discover: () => import("@/features/discover/components/DiscoverPage").then((m) => ({ Component: m.DiscoverPage })),
  artist: () => import("./pages/ArtistRoute").then((m) => ({ Component: m.ArtistRoute })),
  embedArtist: () => import("./pages/EmbedArtistRoute").then((m) => ({ Component: m.EmbedArtistRoute })),
  artistStudio: () => import("./pages/StudioRoute").then((m) => ({ Component: m.StudioRoute })),
  artistDashboard: () => import("./pages/ArtistDashboardRoute").then((m) => ({ Component: m.ArtistDashboardRoute })),
  artistStreams: () => import("@/features/artist-dashboard/components/StreamsPage").then((m) => ({ Component: m.StreamsPage })),
  artistFollowers: () => import("@/features/artist-dashboard/components/FollowersPage").then((m) => ({ Component: m.FollowersPage })),
  artistRevenue: () => import("@/features/artist-dashboard/components/RevenuePage").then((m) => ({ Component: m.RevenuePage })),
  artistStorefront: () => import("@/features/storefront/components/StorefrontPage").then((m) => ({ Component: m.StorefrontPage })),
  fanDashboard: () => import("./pages/FanDashboardRoute").then((m) => ({ Component: m.FanDashboardRoute })),
  partnerDashboard: () =>
    import("@/features/partner-dashboard/components/PartnerDashboardPage").then((m) => ({
      Component: m.PartnerDashboardPage,
    })),
  adminDashboard: () => import("./pages/AdminDashboardRoute").then((m) => ({ Component: m.AdminDashboardRoute })),
  liveShows: () => import("@/features/live-shows/components/LiveShowsPage").then((m) => ({ Component: m.LiveShowsPage })),
  honeybank: () => import("@/features/honeybank/components/HoneyBankPage").then((m) => ({ Component: m.HoneyBankPage })),
  tiers: () => import("@/features/tiers/components/TiersPage").then((m) => ({ Component: m.TiersPage })),
  verifyEmail: () => import("@/features/auth/components/VerifyEmailPage").then((m) => ({ Component: m.VerifyEmailPage })),
  resetPassword: () => import("@/features/auth/components/ResetPasswordPage").then((m) => ({ Component: m.ResetPasswordPage })),
  vaultReader: () => import("@/features/vault/components/reader/ReaderPage").then((m) => ({ Component: m.ReaderPage })),
  devOutbox: () => import("@/features/dev-outbox/components/DevOutboxPage").then((m) => ({ Component: m.DevOutboxPage })),
};
