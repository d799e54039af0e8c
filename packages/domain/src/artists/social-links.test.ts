import { describe, expect, it } from "vitest";
import { SOCIAL_NETWORKS, socialLinkRule, socialLinksSchema, type SocialNetwork } from "./social-links.ts";

const VALID: Record<SocialNetwork, string[]> = {
  instagram: ["https://instagram.com/nova", "https://www.instagram.com/nova/"],
  youtube: ["https://youtube.com/@nova", "https://www.youtube.com/channel/UC123", "https://youtu.be/abc", "https://www.youtu.be/abc"],
  facebook: ["https://facebook.com/nova", "https://www.facebook.com/nova", "https://fb.com/nova", "https://www.fb.com/nova"],
  tiktok: ["https://tiktok.com/@nova", "https://www.tiktok.com/@nova"],
};

const firstMessage = (input: Record<string, string>) => socialLinksSchema.safeParse(input).error?.issues[0]?.message;

describe("social links", () => {
  it.each(SOCIAL_NETWORKS)("accepts https links on %s's hosts, with or without www.", (network) => {
    for (const link of VALID[network]) {
      expect(socialLinksSchema.parse({ [network]: `  ${link} ` })).toEqual({ [network]: link });
    }
  });

  it.each(SOCIAL_NETWORKS)(
    "refuses http://, another host, a look-alike host, credentials and a port for %s, naming the network",
    (network) => {
      const host = new URL(VALID[network][0] ?? "").hostname;
      const other = network === "instagram" ? "https://tiktok.com/@nova" : "https://instagram.com/nova";
      for (const link of [
        `http://${host}/nova`,
        other,
        `https://${host}.evil.example/nova`,
        `https://evil${host}/x`,
        `https://me:pw@${host}/x`,
        `https://${host}:8443/x`,
        "nova",
        "javascript:alert(1)",
      ]) {
        expect(firstMessage({ [network]: link }), link).toBe(socialLinkRule(network));
      }
    },
  );

  it("names each network in its message", () => {
    expect(socialLinkRule("instagram")).toBe("Instagram link: an https:// address on instagram.com.");
    expect(socialLinkRule("youtube")).toBe("YouTube link: an https:// address on youtube.com or youtu.be.");
    expect(socialLinkRule("facebook")).toBe("Facebook link: an https:// address on facebook.com or fb.com.");
    expect(socialLinkRule("tiktok")).toBe("TikTok link: an https:// address on tiktok.com.");
  });

  it("treats an empty or missing field as no link", () => {
    expect(socialLinksSchema.parse({ instagram: "", youtube: "   " })).toEqual({});
    expect(socialLinksSchema.parse({})).toEqual({});
  });

  it("refuses a link longer than 300 characters", () => {
    expect(firstMessage({ tiktok: `https://tiktok.com/@${"n".repeat(300)}` })).toBe(socialLinkRule("tiktok"));
  });
});
