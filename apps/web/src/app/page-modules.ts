import type { ComponentType } from "react";
import { HomePage } from "@/features/home/components/HomePage";

type LazyPage = () => Promise<{ Component: ComponentType }>;

// The copyright area's pages come in one chunk (the studio's Copyright tab too), listed in the entry once.
const copyrightPages = () => import("@/features/copyright/components/pages");

/**
 * Each page's code, keyed by the route id in the shared route table and loaded on first visit,
 * so the first screen downloads only its own page. The home page is the exception: it is the
 * first screen, so it comes in the entry chunk rather than after it (one round trip fewer, and
 * its ten small shared pieces no longer travel as ten files of their own; decision 0031).
 */
export const PAGE_MODULES: Record<string, LazyPage> = {
  home: () => Promise.resolve({ Component: HomePage }),
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
  liveShow: () => import("@/features/live-shows/components/ShowPage").then((m) => ({ Component: m.ShowPage })),
  liveShowDoor: () => import("@/features/live-shows/components/DoorPage").then((m) => ({ Component: m.DoorPage })),
  copyright: () => copyrightPages().then((m) => ({ Component: m.CopyrightPage })),
  copyrightVerify: () => copyrightPages().then((m) => ({ Component: m.VerifyPage })),
  honeybank: () => import("@/features/honeybank/components/HoneyBankPage").then((m) => ({ Component: m.HoneyBankPage })),
  tiers: () => import("@/features/tiers/components/TiersPage").then((m) => ({ Component: m.TiersPage })),
  verifyEmail: () => import("@/features/auth/components/VerifyEmailPage").then((m) => ({ Component: m.VerifyEmailPage })),
  resetPassword: () => import("@/features/auth/components/ResetPasswordPage").then((m) => ({ Component: m.ResetPasswordPage })),
  vaultReader: () => import("@/features/vault/components/reader/ReaderPage").then((m) => ({ Component: m.ReaderPage })),
  devOutbox: () => import("@/features/dev-outbox/components/DevOutboxPage").then((m) => ({ Component: m.DevOutboxPage })),
};
