import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HLS_NOT_SUPPORTED, NO_VIDEO, VIDEO_UNAVAILABLE } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { VideoPlayer } from "./VideoPlayer";

const ID = "dQw4w9WgXcQ";
const TITLE = "Nova live at the Roxy";

// happy-dom loads no iframe page and logs each one it skips to the page's console; every other
// error still shows.
const logError = window.console.error.bind(window.console);
beforeEach(() => {
  vi.spyOn(window.console, "error").mockImplementation((...args: unknown[]) => {
    if (!(args[0] instanceof Error && args[0].message.includes("Iframe page loading is disabled"))) logError(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("VideoPlayer with a link", () => {
  it("shows the thumbnail and frames nothing until the viewer presses play", async () => {
    const user = userEvent.setup();
    render(<VideoPlayer title={TITLE} url={`https://www.youtube.com/watch?v=${ID}&t=42s`} />);
    const play = screen.getByRole("button", { name: `Play ${TITLE}` });
    expect(play.querySelector("img")).toHaveAttribute("src", `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(document.querySelector("iframe")).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(play);
    expect(screen.getByTitle(TITLE)).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    expect(screen.queryByRole("button", { name: `Play ${TITLE}` })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: TITLE })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["Enter", "{Enter}"],
    ["Space", " "],
  ])("plays from the keyboard with %s", async (_key, keys) => {
    const user = userEvent.setup();
    render(<VideoPlayer title={TITLE} url={`https://youtu.be/${ID}`} />);
    await user.tab();
    expect(screen.getByRole("button", { name: `Play ${TITLE}` })).toHaveFocus();
    await user.keyboard(keys);
    expect(screen.getByTitle(TITLE).tagName).toBe("IFRAME");
    expect(screen.getByRole("group", { name: TITLE })).toHaveFocus();
  });

  it("embeds a Twitch channel for this page's host", async () => {
    const user = userEvent.setup();
    render(<VideoPlayer title={TITLE} url="https://www.twitch.tv/NovaSings" />);
    const play = screen.getByRole("button", { name: `Play ${TITLE}` });
    expect(play.querySelector("img")).toBeNull();
    expect(play).toHaveTextContent(TITLE);
    await user.click(play);
    expect(screen.getByTitle(TITLE)).toHaveAttribute(
      "src",
      `https://player.twitch.tv/?channel=novasings&parent=${window.location.hostname}&autoplay=true`,
    );
  });

  it("still offers to play when the thumbnail does not load", async () => {
    const user = userEvent.setup();
    render(<VideoPlayer title={TITLE} url={`https://www.youtube.com/shorts/${ID}`} />);
    const play = screen.getByRole("button", { name: `Play ${TITLE}` });
    const still = play.querySelector("img");
    if (!still) throw new Error("no thumbnail");
    fireEvent.error(still);
    expect(play.querySelector("img")).toBeNull();
    expect(play).toHaveTextContent(TITLE);
    await user.click(play);
    expect(screen.getByTitle(TITLE)).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it.each([
    ["an id of the wrong length", `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`],
    ["a link to another site", "https://vimeo.com/12345"],
    ["a channel page", "https://www.youtube.com/@nova"],
  ])("says the video is unavailable for %s, with nothing to play", async (_case, url) => {
    render(<VideoPlayer title={TITLE} url={url} />);
    expect(screen.getByRole("status")).toHaveTextContent(VIDEO_UNAVAILABLE);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("starts over at the thumbnail when the link changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<VideoPlayer title={TITLE} url={`https://youtu.be/${ID}`} />);
    await user.click(screen.getByRole("button", { name: `Play ${TITLE}` }));
    rerender(<VideoPlayer title={TITLE} url="https://youtu.be/a-b_c-d_e-f" />);
    expect(screen.getByRole("button", { name: `Play ${TITLE}` }).querySelector("img")).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/a-b_c-d_e-f/hqdefault.jpg",
    );
  });
});

describe("VideoPlayer without a link", () => {
  it.each([undefined, null, ""])("says there is no video (%s)", async (url) => {
    render(<VideoPlayer title={TITLE} url={url} />);
    expect(screen.getByRole("group", { name: TITLE })).toHaveTextContent(NO_VIDEO);
    expect(screen.getByRole("status")).toHaveTextContent(NO_VIDEO);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("VideoPlayer with an HLS stream", () => {
  const HLS = "https://stream.example/live/show-1.m3u8";

  it("plays it in the browser's own player where the browser plays HLS, fetching nothing before play", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    render(<VideoPlayer title={TITLE} url={`https://youtu.be/${ID}`} hlsUrl={HLS} />);
    const video = screen.getByLabelText(TITLE, { selector: "video" });
    expect(video).toHaveAttribute("src", HLS);
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "none");
    expect(screen.queryByRole("button", { name: `Play ${TITLE}` })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says why it is unavailable where the browser cannot play HLS", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("");
    render(<VideoPlayer title={TITLE} hlsUrl={HLS} />);
    expect(screen.getByRole("status")).toHaveTextContent(`${VIDEO_UNAVAILABLE}${HLS_NOT_SUPPORTED}`);
    expect(document.querySelector("video")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says the video is unavailable when the stream fails", () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    render(<VideoPlayer title={TITLE} hlsUrl={HLS} />);
    const video = document.querySelector("video");
    if (!video) throw new Error("no video element");
    fireEvent.error(video);
    expect(screen.getByRole("status")).toHaveTextContent(VIDEO_UNAVAILABLE);
    expect(screen.getByRole("status")).not.toHaveTextContent(HLS_NOT_SUPPORTED);
  });
});
