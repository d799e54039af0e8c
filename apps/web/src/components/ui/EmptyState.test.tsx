import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Inbox } from "lucide-react";
import { NO_ITEMS_FOUND } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { Badge } from "./Badge";
import { Button } from "./Button";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("is announced as a status with its SPEC text, hides its icon and offers the next step", async () => {
    render(
      <EmptyState
        icon={Inbox}
        title={NO_ITEMS_FOUND.title}
        description={NO_ITEMS_FOUND.description}
        action={<Button>Clear filters</Button>}
      />,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(`${NO_ITEMS_FOUND.title}${NO_ITEMS_FOUND.description}Clear filters`);
    expect(status.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("Badge", () => {
  it("gives each variant its own look while the text stays the meaning", async () => {
    const variants = ["default", "secondary", "outline", "success", "destructive", "warning", "muted"] as const;
    render(
      <p>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </p>,
    );
    expect(new Set(variants.map((variant) => screen.getByText(variant).className)).size).toBe(variants.length);
    expect(await axeViolations()).toEqual([]);
  });
});
