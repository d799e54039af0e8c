import { describe, expect, it } from "vitest";
import { cidOfTokenUri, metadataFacts } from "./owned-token.ts";

const CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

describe("token metadata as the vault reads it", () => {
  it("takes the name, category, artist, artwork and media of our own metadata", () => {
    expect(
      metadataFacts({
        name: " Golden Hour ",
        image: `ipfs://${CID}`,
        animation_url: `ipfs://ipfs/${CID}`,
        attributes: [
          { trait_type: "Edition", value: "Unique" },
          { trait_type: "Category", value: "Art" },
        ],
        properties: { artist: "Nova" },
      }),
    ).toEqual({ title: "Golden Hour", category: "art", artist: "Nova", imageUrl: `/ipfs/${CID}`, mediaUrl: `/ipfs/${CID}` });
  });

  it("leaves out whatever is missing, malformed or unsafe to load", () => {
    const blank = { title: null, category: null, artist: null, imageUrl: null, mediaUrl: null };
    expect(metadataFacts(null)).toEqual(blank);
    expect(metadataFacts([1, 2])).toEqual(blank);
    expect(
      metadataFacts({
        name: 42,
        image: "javascript:alert(1)",
        animation_url: "http://insecure.example/a.mp3",
        attributes: [{ trait_type: "category", value: "spaceship" }, null],
        properties: "nope",
      }),
    ).toEqual(blank);
    expect(metadataFacts({ image: "https://cdn.example/a.png", attributes: "x" }).imageUrl).toBe("https://cdn.example/a.png");
  });

  it("finds the CID of an ipfs:// token URI only", () => {
    expect(cidOfTokenUri(`ipfs://${CID}`)).toBe(CID);
    expect(cidOfTokenUri(`ipfs://ipfs/${CID}`)).toBe(CID);
    expect(cidOfTokenUri(`ipfs://${CID}/0.json`)).toBeNull();
    expect(cidOfTokenUri("https://example.com/1.json")).toBeNull();
    expect(cidOfTokenUri(null)).toBeNull();
  });
});
