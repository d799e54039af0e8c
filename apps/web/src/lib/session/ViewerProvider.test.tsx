import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { useViewer } from "./use-viewer";
import { ViewerProvider } from "./ViewerProvider";

function ShowViewer() {
  const { viewer, isLoading } = useViewer();
  if (isLoading) return <p>loading</p>;
  return <p>{`role=${viewer.role ?? "none"} privileged=${String(viewer.privileged)}`}</p>;
}

function renderViewer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ViewerProvider>
        <ShowViewer />
      </ViewerProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ViewerProvider", () => {
  it("is loading until the server answers, then anonymous for a visitor", async () => {
    const api = stubFetch(() => jsonResponse({ user: null, role: null, home: "/" }));
    renderViewer();
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("role=none privileged=false")).toBeInTheDocument();
    expect(api.urlsFor("/api/auth/me")).toHaveLength(1);
  });

  it("takes the role from the server's session", async () => {
    stubFetch(() => jsonResponse({ user: { id: "u1", privileged: true }, role: "artist", home: "/artiststudio" }));
    renderViewer();
    expect(await screen.findByText("role=artist privileged=true")).toBeInTheDocument();
  });

  it("treats a failed session lookup as anonymous rather than guessing", async () => {
    stubFetch(() => jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderViewer();
    expect(await screen.findByText("role=none privileged=false")).toBeInTheDocument();
  });

  it("throws a clear error when used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ShowViewer />)).toThrow("useViewer must be used within a ViewerProvider");
  });
});
