import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatEth, formatUnitsFixed, formatUsd, formatUsdCents, formatWbe3, formatWbe3Exact, parseWbe3 } from "./money.ts";

const WAD = 10n ** 18n;

describe("formatWbe3Exact", () => {
  it.each([
    ["12187500000000000000", "12.1875"],
    ["3000000000000000000", "3.00"],
    ["1", "0.000000000000000001"],
    ["1234500000000000000000", "1,234.50"],
  ])("shows %s base units as %s", (baseUnits, shown) => {
    expect(formatWbe3Exact(baseUnits)).toBe(shown);
  });
});

describe("formatWbe3", () => {
  it.each([
    ["50000000000000000", "0.05"],
    ["50000000000000000000", "50.00"],
    ["0", "0.00"],
    ["1234567890000000000000", "1,234.56"],
    ["999999999999999999", "0.99"],
  ])("shows %s base units as %s", (baseUnits, shown) => {
    expect(formatWbe3(baseUnits)).toBe(shown);
  });

  it("keeps every digit of amounts beyond float precision", () => {
    expect(formatWbe3(123456789012345678901234567890n * WAD)).toBe("123,456,789,012,345,678,901,234,567,890.00");
  });

  it("honours the requested fraction digits", () => {
    expect(formatWbe3(15n * 10n ** 17n, 0)).toBe("1");
    expect(formatWbe3(1n, 18)).toBe("0.000000000000000001");
  });

  it("formats negative deltas", () => {
    expect(formatWbe3(-25n * 10n ** 17n)).toBe("-2.50");
  });

  it("rejects non-integer text", () => {
    expect(() => formatWbe3("1.5")).toThrow("Not an integer amount");
    expect(() => formatWbe3("")).toThrow();
  });
});

describe("formatEth", () => {
  it("shows four decimals by default", () => {
    expect(formatEth(10n ** 15n)).toBe("0.0010");
    expect(formatEth(12_345_678n * 10n ** 12n)).toBe("12.3456");
  });
});

describe("formatUnitsFixed", () => {
  it("pads when there are fewer token decimals than digits asked for", () => {
    expect(formatUnitsFixed(150n, 2, 4)).toBe("1.5000");
    expect(formatUnitsFixed(7n, 0, 2)).toBe("7.00");
  });
});

describe("parseWbe3", () => {
  it.each([
    ["50", 50n * WAD],
    ["0.05", 5n * 10n ** 16n],
    [".5", 5n * 10n ** 17n],
    ["5.", 5n * WAD],
    [" 12.5 ", 125n * 10n ** 17n],
    ["0.000000000000000001", 1n],
    ["007", 7n * WAD],
  ])("reads %s", (text, expected) => {
    expect(parseWbe3(text)).toBe(expected);
  });

  it("rejects negatives", () => {
    expect(() => parseWbe3("-1")).toThrow("Amount cannot be negative");
  });

  it("rejects more than 18 decimals", () => {
    expect(() => parseWbe3("0.0000000000000000001")).toThrow("WBE3 amounts have at most 18 decimal places");
  });

  it.each(["", ".", "abc", "1e3", "1,000", "0x10", "+5", "1.2.3", "Infinity"])("rejects %o", (text) => {
    expect(() => parseWbe3(text)).toThrow("Enter a WBE3 amount such as 12.5");
  });

  it("rejects amounts that do not fit in uint256", () => {
    expect(() => parseWbe3(`${2n ** 256n}`)).toThrow("WBE3 amount is too large");
  });

  it("round-trips through a full-precision format", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), (amount) => {
        expect(parseWbe3(formatWbe3(amount, 18).replaceAll(",", ""))).toBe(amount);
      }),
    );
  });

  it("never shows more than the amount when formatting to 2 decimals", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n }), (amount) => {
        const shown = parseWbe3(formatWbe3(amount).replaceAll(",", ""));
        expect(shown <= amount).toBe(true);
        expect(amount - shown < 10n ** 16n).toBe(true);
      }),
    );
  });
});

describe("formatUsd", () => {
  it("formats dollars with two decimals", () => {
    expect(formatUsd(4.5)).toBe("$4.50");
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(0)).toBe("$0.00");
  });

  it("keeps sub-cent prices readable", () => {
    expect(formatUsd(0.0045)).toBe("$0.0045");
  });

  it("formats cents", () => {
    expect(formatUsdCents(4500)).toBe("$45.00");
    expect(formatUsdCents(9900)).toBe("$99.00");
  });
});
