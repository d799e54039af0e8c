import { useEffect, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { Link, Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { RouteFocus } from "./RouteFocus";
import { RouteFocusLater } from "./RouteFocusLater";

/** A page whose heading arrives with its data, after a first render without one. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Discover Artists</h1> : <p>Loading</p>;
}

function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  useEffect(() => {
    document.title = `${title} · WBE3`;
  }, [title]);
  return children;
}

function Layout({ later = false }: { later?: boolean }) {
  return (
    <>
      <nav>
        <Link to="/discover">Discover</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      {later ? <RouteFocusLater /> : <RouteFocus />}
    </>
  );
}

function renderAt(path: string, { later = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout later={later} />,
        children: [
          { path: "/", element: <Titled title="Home">{<h1>Home</h1>}</Titled> },
          { path: "/discover", element: <Titled title="Discover Artists">{<SlowPage />}</Titled> },
          { path: "/tabs", element: <input aria-label="Search" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>("[data-route-announcer]");
  if (!region) throw new Error("no route announcer");
  expect(region).toHaveAttribute("aria-live", "polite");
  return region;
}

afterEach(() => {
  document.title = "";
});

describe("RouteFocus", () => {
  it("leaves the first page of a visit to the browser", () => {
    renderAt("/");
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent("");
  });

  it("moves focus to the new page's heading once it is shown and announces the page's title", async () => {
    renderAt("/");
    act(() => screen.getByRole("link", { name: "Discover" }).focus());
    act(() => screen.getByRole("link", { name: "Discover" }).click());
    const heading = await screen.findByRole("heading", { name: "Discover Artists" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveTextContent("Discover Artists · WBE3");
  });

  it("keeps focus where it is when only the search params change (a tab)", async () => {
    const router = renderAt("/tabs");
    const search = screen.getByRole("textbox", { name: "Search" });
    act(() => search.focus());
    await act(() => router.navigate("/tabs?tab=store"));
    expect(search).toHaveFocus();
    expect(announcer()).toHaveTextContent("");
  });
});

describe("RouteFocus, loaded when it has something to do", () => {
  it("is not loaded on the first page of a visit, even once something takes focus", async () => {
    renderAt("/", { later: true });
    act(() => screen.getByRole("link", { name: "Discover" }).focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector("[data-route-announcer]")).toBeNull();
    expect(screen.getByRole("link", { name: "Discover" })).toHaveFocus();
  });

  it("loads at the visit's first change of page and handles that change", async () => {
    const router = renderAt("/", { later: true });
    await act(() => router.navigate("/discover"));
    const heading = await screen.findByRole("heading", { name: "Discover Artists" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveTextContent("Discover Artists · WBE3");
  });
});
