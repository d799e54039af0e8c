import { describe, expect, it } from "vitest";
import { API_ACCESS, API_ENDPOINTS } from "./endpoints.ts";
import * as domain from "../index.ts";

// The area tables, found by their export names, so a new area's table is counted without a list here.
const areaTables = Object.entries(domain).filter(([name]) => name.endsWith("_ENDPOINTS") && name !== "API_ENDPOINTS");

describe("API_ENDPOINTS", () => {
  it("is assembled from the area tables, each endpoint declared by exactly one area", () => {
    const keys = areaTables.flatMap(([, table]) => Object.keys(table as object));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(new Set(keys)).toEqual(new Set(Object.keys(API_ENDPOINTS)));
  });

  it("names every endpoint by a method and an /api path (a file's answer may end in its extension)", () => {
    for (const key of Object.keys(API_ENDPOINTS))
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api(\/[a-z0-9:-]+)+(\.[a-z]{2,4})?$/i);
  });

  it("gives every endpoint its access rule, and the access table is read from them", () => {
    for (const [key, endpoint] of Object.entries(API_ENDPOINTS)) expect(API_ACCESS[key as keyof typeof API_ACCESS]).toBe(endpoint.access);
  });

  it("declares path parameters exactly when the path has them", () => {
    for (const [key, endpoint] of Object.entries(API_ENDPOINTS)) {
      const names = [...key.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1]).sort();
      const declared = "params" in endpoint ? Object.keys(endpoint.params.shape).sort() : [];
      expect(declared, key).toEqual(names);
    }
  });
});
