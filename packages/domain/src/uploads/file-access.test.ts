import { describe, expect, it } from "vitest";
import { UPLOAD_CATEGORIES } from "./categories.ts";
import { offersAccessChoice, uploadFileAccess, whoCanOpen } from "./file-access.ts";

describe("who may open an upload's file", () => {
  it("lets the artist choose for a track only", () => {
    expect(UPLOAD_CATEGORIES.filter(offersAccessChoice)).toEqual(["music"]);
    expect(uploadFileAccess("music", "public")).toBe("public");
    expect(uploadFileAccess("music", "holders")).toBe("holders");
  });

  it("opens a book to its holders whatever was sent, and keeps a picture public", () => {
    expect(uploadFileAccess("books", "public")).toBe("holders");
    expect(uploadFileAccess("books", "holders")).toBe("holders");
    for (const picture of ["art", "jewelry", "homes", "cars"] as const) {
      expect(uploadFileAccess(picture, "public")).toBe("public");
      expect(uploadFileAccess(picture, "holders")).toBeNull();
    }
  });

  it("says who can open it", () => {
    expect(whoCanOpen("public", 4)).toBe("Anyone can open the file");
    expect(whoCanOpen("holders", 0)).toBe("Holders only · no holder yet");
    expect(whoCanOpen("holders", 1)).toBe("Holders only · 1 holder can open it");
    expect(whoCanOpen("holders", 3)).toBe("Holders only · 3 holders can open it");
  });
});
