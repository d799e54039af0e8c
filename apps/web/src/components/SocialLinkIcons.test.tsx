import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { axeViolations } from "@/test/axe";
import { SocialLinkIcons } from "./SocialLinkIcons";

const NONE = { instagram: null, youtube: null, facebook: null, tiktok: null };

describe("SocialLinkIcons", () => {
  it("links each set network by name, in a new tab", async () => {
    render(
      <SocialLinkIcons
        links={{ ...NONE, instagram: "https://instagram.com/nova", tiktok: "https://www.tiktok.com/@nova", youtube: "https://youtu.be/x" }}
      />,
    );
    const list = screen.getByRole("list", { name: "Social links" });
    expect(within(list).getAllByRole("link")).toHaveLength(3);
    expect(within(list).getByRole("link", { name: "Instagram (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://instagram.com/nova",
    );
    expect(within(list).getByRole("link", { name: "TikTok (opens in a new tab)" })).toHaveAttribute("target", "_blank");
    expect(within(list).getByRole("link", { name: "YouTube (opens in a new tab)" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows nothing without links, and never a link that breaks the network's rule", () => {
    const { container } = render(<SocialLinkIcons links={{ ...NONE, facebook: "javascript:alert(1)", youtube: "http://youtube.com/x" }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
