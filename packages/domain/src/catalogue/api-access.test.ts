import { describe, expect, it } from "vitest";
import { API_ACCESS } from "./api-access.ts";
import * as domain from "../index.ts";

// The area tables, found by their export names, so a new area's table is counted without a list here.
const areaTables = Object.entries(domain).filter(([name]) => name.endsWith("_API_ACCESS") && name !== "API_ACCESS");

describe("API_ACCESS", () => {
  it("is assembled from the area tables, each route declared by exactly one area", () => {
    const keys = areaTables.flatMap(([, table]) => Object.keys(table as object));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(new Set(keys)).toEqual(new Set(Object.keys(API_ACCESS)));
  });
});
