import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { FeatureCards } from "./FeatureCards";
import { Hero } from "./Hero";
import { SpotlightSection } from "./SpotlightSection";

export function HomePage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4">
      <ComponentErrorBoundary region="home-hero">
        <Hero />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary region="home-spotlight">
        <SpotlightSection />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary region="home-features">
        <FeatureCards />
      </ComponentErrorBoundary>
    </div>
  );
}
