import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { useTabParam } from "./use-tab-param";

const TABS = ["overview", "sales", "payouts"] as const;

function Page() {
  const [tab, setTab] = useTabParam(TABS, "overview");
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Report">
        {TABS.map((each) => (
          <TabsTrigger key={each} value={each}>
            {each}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((each) => (
        <TabsContent key={each} value={each}>
          {each} panel
        </TabsContent>
      ))}
    </Tabs>
  );
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: "/report", element: <Page /> },
      { path: "/elsewhere", element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: ["/elsewhere", url],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe("useTabParam", () => {
  it("opens the tab named in ?tab=", () => {
    open("/report?tab=sales");
    expect(screen.getByRole("tab", { name: "sales" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("sales panel");
  });

  it("falls back to the default tab for a missing or unknown value", () => {
    open("/report?tab=nonsense");
    expect(screen.getByRole("tab", { name: "overview" })).toHaveAttribute("aria-selected", "true");
  });

  it("writes the chosen tab to the URL, keeps other parameters, and drops it for the default", async () => {
    const { router, user } = open("/report?year=2026");
    await user.click(screen.getByRole("tab", { name: "payouts" }));
    expect(router.state.location.search).toBe("?year=2026&tab=payouts");
    await user.keyboard("{ArrowLeft}");
    expect(router.state.location.search).toBe("?year=2026&tab=sales");
    // The URL changes first; the panel follows on the router's next render.
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveTextContent("sales panel"));
    await user.click(screen.getByRole("tab", { name: "overview" }));
    expect(router.state.location.search).toBe("?year=2026");
  });

  it("replaces the history entry, so Back leaves the page", async () => {
    const { router, user } = open("/report");
    await user.click(screen.getByRole("tab", { name: "sales" }));
    await user.click(screen.getByRole("tab", { name: "payouts" }));
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/elsewhere");
  });
});
