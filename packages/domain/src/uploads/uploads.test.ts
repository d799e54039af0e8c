import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  ACCEPTED_UPLOAD_TYPES,
  fileExtension,
  hasAcceptedExtension,
  isAcceptedExtension,
  isUploadCategory,
} from "./uploads.ts";
import { categoryIsImage, categoryTakesCover, UPLOAD_CATEGORIES } from "./categories.ts";

describe("accepted upload types", () => {
  it("lists SPEC 9's extensions per category", () => {
    expect(ACCEPTED_UPLOAD_TYPES.music.extensions).toEqual(["mp3", "wav", "m4a"]);
    expect(ACCEPTED_UPLOAD_TYPES.books.extensions).toEqual(["pdf", "epub", "txt"]);
    for (const category of ["jewelry", "homes", "cars"] as const) {
      expect(ACCEPTED_UPLOAD_TYPES[category].extensions).toEqual(["jpg", "jpeg", "png", "webp"]);
    }
    expect(ACCEPTED_UPLOAD_TYPES.art.extensions).toEqual(["jpg", "jpeg", "png", "gif", "webp"]);
  });

  it("builds an accept attribute of extensions and MIME types", () => {
    expect(acceptAttribute("books")).toBe(".pdf,.epub,.txt,application/pdf,application/epub+zip,text/plain");
    expect(acceptAttribute("art").split(",")).toContain("image/gif");
    expect(acceptAttribute("cars").split(",")).not.toContain("image/gif");
  });

  it("knows the six categories", () => {
    expect(UPLOAD_CATEGORIES).toEqual(["music", "books", "jewelry", "art", "homes", "cars"]);
    expect(isUploadCategory("art")).toBe(true);
    expect(isUploadCategory("all")).toBe(false);
  });
});

describe("isAcceptedExtension", () => {
  it("checks the last extension, ignoring case", () => {
    expect(isAcceptedExtension("music", "Track.MP3")).toBe(true);
    expect(isAcceptedExtension("music", "track.mp3.exe")).toBe(false);
    expect(isAcceptedExtension("music", "archive.exe.wav")).toBe(true);
  });

  it("keeps categories apart", () => {
    expect(isAcceptedExtension("art", "loop.gif")).toBe(true);
    expect(isAcceptedExtension("jewelry", "loop.gif")).toBe(false);
    expect(isAcceptedExtension("books", "novel.epub")).toBe(true);
    expect(isAcceptedExtension("books", "photo.jpg")).toBe(false);
  });

  it.each(["mp3", "track", "track.", ".mp3", ""])("rejects %o, which has no extension", (name) => {
    expect(isAcceptedExtension("music", name)).toBe(false);
  });

  it("looks only at the file name, not the folders in a path", () => {
    expect(fileExtension("C:\\fakepath\\song.WAV")).toBe("wav");
    expect(fileExtension("dir.mp3/song")).toBeNull();
  });

  it("checks a name against any list of accepted types", () => {
    expect(hasAcceptedExtension(ACCEPTED_UPLOAD_TYPES.books, "novel.EPUB")).toBe(true);
    expect(hasAcceptedExtension(ACCEPTED_UPLOAD_TYPES.books, "cover.png")).toBe(false);
  });
});

describe("category pictures", () => {
  it("takes the image from the file for photo and artwork categories", () => {
    expect(UPLOAD_CATEGORIES.filter(categoryIsImage)).toEqual(["jewelry", "art", "homes", "cars"]);
  });

  it("offers a separate cover exactly where the file is not a picture", () => {
    expect(UPLOAD_CATEGORIES.filter(categoryTakesCover)).toEqual(["music", "books"]);
  });
});
