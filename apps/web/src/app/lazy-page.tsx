import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { useLocation } from "react-router";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** A page's code, loaded on first visit (see page-modules). */
export type PageModule = () => Promise<{ Component: ComponentType }>;

/** Data a page asks for on its first render, requested while its code is still loading. */
export type PagePrefetch = (searchParams: URLSearchParams) => void;

interface LazyPageOptions {
  load: PageModule;
  /** The document title while the page is shown. */
  title: string;
  prefetch?: PagePrefetch;
}

/**
 * One route's page, its code loaded when first rendered. Rendered inside the layout's Suspense
 * boundary: the first screen shows the layout's placeholder, later navigations (transitions) keep
 * the current page until the next one is ready. The page's first data is requested in the same
 * moment as its code instead of after it arrives. Unlike a plain React.lazy, a failed load (a
 * dropped connection, a deploy that replaced the chunk) is tried again on the next visit to the
 * page; within one visit the region shows the failure (trying again at once could loop).
 */
export function lazyPage({ load, title, prefetch }: LazyPageOptions): ComponentType {
  let Page: LazyExoticComponent<ComponentType> | undefined;
  let started = { key: "", search: "" };
  let failedVisit: string | undefined;

  // Called during render, but only starts what rendering the page would start anyway.
  function pageFor(key: string, search: string): LazyExoticComponent<ComponentType> {
    if (failedVisit !== undefined && failedVisit !== key) {
      Page = undefined;
      failedVisit = undefined;
    }
    if (Page) return Page;
    started = { key, search };
    Page = lazy(() => {
      const visit = started;
      prefetch?.(new URLSearchParams(visit.search));
      return load().then(
        ({ Component }) => ({ default: Component }),
        (error: unknown) => {
          failedVisit = visit.key;
          throw error;
        },
      );
    });
    return Page;
  }

  function LazyPage() {
    const { key, search } = useLocation();
    useDocumentTitle(title);
    const Loaded = pageFor(key, search);
    return <Loaded />;
  }
  LazyPage.displayName = `LazyPage(${title})`;
  return LazyPage;
}
