import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { AuthDialogs } from "@/features/auth/components/AuthDialogs";
import { EmailVerificationNotice } from "@/features/auth/components/EmailVerificationNotice";
import { WalletSessionSync } from "@/features/auth/components/WalletSessionSync";
import { useRadioStarted } from "@/lib/radio/radio-store";
import { useRouteTitle } from "../use-route-title";
import { Footer } from "./Footer";
import { Header } from "./Header";

// Loaded on the first "Listen": the player is not part of the first screen's JavaScript.
const RadioPlayer = lazy(() => import("@/features/radio/components/RadioPlayer").then((m) => ({ default: m.RadioPlayer })));

export function RootLayout() {
  const { pathname } = useLocation();
  useRouteTitle();
  const radioStarted = useRadioStarted();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ComponentErrorBoundary region="header">
        <Header />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary region="verification notice">
        <EmailVerificationNotice />
      </ComponentErrorBoundary>
      {/* At least a screen tall: the footer starts below the fold, so content arriving after the
          first paint never pushes it down in view (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {/* Keyed by path so a page that failed gets a fresh start when the user navigates away. */}
        <ComponentErrorBoundary key={pathname} region="main">
          <Outlet />
        </ComponentErrorBoundary>
      </main>
      <ComponentErrorBoundary region="footer">
        <Footer />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary region="session">
        <AuthDialogs />
        <WalletSessionSync />
      </ComponentErrorBoundary>
      {radioStarted && (
        <ComponentErrorBoundary region="radio">
          <Suspense fallback={null}>
            <RadioPlayer />
          </Suspense>
        </ComponentErrorBoundary>
      )}
      <ScrollRestoration />
    </div>
  );
}
