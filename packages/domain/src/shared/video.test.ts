import { describe, expect, it } from "vitest";
import { extractVideoId, privacyEmbedUrl, thumbnailUrl } from "./video.ts";

const ID = "dQw4w9WgXcQ";

describe("extractVideoId", () => {
  it.each([
    ["watch", `https://www.youtube.com/watch?v=${ID}`],
    ["watch without www", `https://youtube.com/watch?v=${ID}`],
    ["watch without scheme", `youtube.com/watch?v=${ID}`],
    ["mobile", `https://m.youtube.com/watch?v=${ID}`],
    ["params before v", `https://www.youtube.com/watch?feature=share&list=PL1&v=${ID}`],
    ["params after v", `https://www.youtube.com/watch?v=${ID}&t=42s#comments`],
    ["short", `https://youtu.be/${ID}`],
    ["short with params", `https://youtu.be/${ID}?si=abc&t=10`],
    ["embed", `https://www.youtube.com/embed/${ID}`],
    ["nocookie embed", `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`],
    ["shorts", `https://www.youtube.com/shorts/${ID}`],
    ["http and upper-case host", `http://WWW.YOUTUBE.COM/watch?v=${ID}`],
    ["bare id", ID],
    ["bare id with spaces", `  ${ID} `],
  ])("finds the id in a %s link", (_case, input) => {
    expect(extractVideoId(input)).toBe(ID);
  });

  it("accepts - and _ in ids", () => {
    expect(extractVideoId("https://youtu.be/a-b_c-d_e-f")).toBe("a-b_c-d_e-f");
  });

  it.each([
    ["10-char id", `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`],
    ["12-char id", `https://www.youtube.com/watch?v=${ID}X`],
    ["10-char bare id", ID.slice(0, 10)],
    ["12-char bare id", `${ID}X`],
    ["short 12-char id", `https://youtu.be/${ID}X`],
    ["non-YouTube host", `https://vimeo.com/watch?v=${ID}`],
    ["look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["user-info trick", `https://youtube.com@evil.example/watch?v=${ID}`],
    ["other scheme", `javascript://youtube.com/watch?v=${ID}`],
    ["watch without v", "https://www.youtube.com/watch?list=PL1"],
    ["channel page", "https://www.youtube.com/@someartist"],
    ["empty", ""],
    ["invalid characters", "dQw4w9WgX!Q"],
  ])("rejects %s", (_case, input) => {
    expect(extractVideoId(input)).toBeNull();
  });
});

describe("video URLs", () => {
  it("embeds through the privacy-enhanced host", () => {
    expect(privacyEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it("builds a thumbnail URL containing the id", () => {
    expect(thumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });

  it("refuses to build a URL from something that is not an id", () => {
    expect(() => privacyEmbedUrl("../../evil")).toThrow("Invalid video id");
    expect(() => thumbnailUrl("x")).toThrow("Invalid video id");
  });
});
