import { describe, expect, it } from "vitest";
import { twitchSource, videoEmbedUrl, videoSource, videoThumbnailUrl } from "./video.ts";

const ID = "dQw4w9WgXcQ";
const PARENT = { parent: "wbe3.example" };

describe("videoSource", () => {
  it.each([
    ["watch", `https://www.youtube.com/watch?v=${ID}`],
    ["watch with extra params", `https://www.youtube.com/watch?list=PL1&v=${ID}&t=42s`],
    ["mobile watch", `https://m.youtube.com/watch?v=${ID}`],
    ["shorts", `https://www.youtube.com/shorts/${ID}`],
    ["embed", `https://www.youtube.com/embed/${ID}`],
    ["youtu.be", `https://youtu.be/${ID}?si=abc`],
    ["privacy-enhanced embed", `https://www.youtube-nocookie.com/embed/${ID}`],
  ])("reads the YouTube id from a %s link", (_case, link) => {
    expect(videoSource(link)).toEqual({ platform: "youtube", id: ID });
  });

  it.each([
    ["channel", "https://www.twitch.tv/NovaSings", { platform: "twitch", channel: "novasings" }],
    ["channel without scheme, trailing slash", "twitch.tv/nova_sings/", { platform: "twitch", channel: "nova_sings" }],
    ["mobile channel", "https://m.twitch.tv/nova", { platform: "twitch", channel: "nova" }],
    ["video", "https://www.twitch.tv/videos/2064229582?t=1h2m", { platform: "twitch", video: "2064229582" }],
  ])("reads a Twitch %s link", (_case, link, source) => {
    expect(videoSource(link)).toEqual(source);
  });

  it.each([
    ["a YouTube id one character short", `https://youtu.be/${ID.slice(0, 10)}`],
    ["a YouTube id one character long", `https://www.youtube.com/watch?v=${ID}X`],
    ["a YouTube channel", "https://www.youtube.com/@nova"],
    ["another video site", `https://vimeo.com/${ID}`],
    ["a look-alike host", "https://twitch.tv.evil.example/nova"],
    ["a Twitch page that is not a channel", "https://www.twitch.tv/directory"],
    ["a Twitch channel's sub-page", "https://www.twitch.tv/nova/clip/FunnyClip"],
    ["a Twitch video without a number", "https://www.twitch.tv/videos/abc"],
    ["a Twitch name with other characters", "https://www.twitch.tv/nova%22onload"],
    ["a Twitch name over 25 characters", `https://www.twitch.tv/${"n".repeat(26)}`],
    ["an empty string", ""],
    ["text", "my show"],
  ])("finds nothing in %s", (_case, link) => {
    expect(videoSource(link)).toBeNull();
  });

  it("leaves YouTube links to YouTube", () => {
    expect(twitchSource(`https://youtu.be/${ID}`)).toBeNull();
  });
});

describe("videoEmbedUrl", () => {
  it("frames YouTube through the privacy-enhanced domain, playing at once only when asked", () => {
    const source = { platform: "youtube", id: ID } as const;
    expect(videoEmbedUrl(source, PARENT)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(videoEmbedUrl(source, { ...PARENT, autoplay: true })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it("names the embedding page's host as Twitch's parent", () => {
    expect(videoEmbedUrl({ platform: "twitch", channel: "nova" }, { parent: "localhost" })).toBe(
      "https://player.twitch.tv/?channel=nova&parent=localhost&autoplay=false",
    );
    expect(videoEmbedUrl({ platform: "twitch", video: "2064229582" }, { ...PARENT, autoplay: true })).toBe(
      "https://player.twitch.tv/?video=v2064229582&parent=wbe3.example&autoplay=true",
    );
  });

  it("refuses a parent that is not a bare host name, and a source that was not parsed", () => {
    for (const parent of ["https://wbe3.example", "wbe3.example:5173", "wbe3.example/x", "a&parent=evil.example", ""]) {
      expect(() => videoEmbedUrl({ platform: "twitch", channel: "nova" }, { parent })).toThrow("Invalid parent host");
    }
    expect(() => videoEmbedUrl({ platform: "twitch", channel: "nova&x=1" }, PARENT)).toThrow("Invalid Twitch");
    expect(() => videoEmbedUrl({ platform: "twitch", video: "1&x=1" }, PARENT)).toThrow("Invalid Twitch");
    expect(() => videoEmbedUrl({ platform: "youtube", id: "../evil" }, PARENT)).toThrow("Invalid video id");
  });
});

describe("videoThumbnailUrl", () => {
  it("is YouTube's still for a YouTube video and none for Twitch", () => {
    expect(videoThumbnailUrl({ platform: "youtube", id: ID })).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(videoThumbnailUrl({ platform: "twitch", channel: "nova" })).toBeNull();
  });
});
