import { describe, expect, it } from "vitest";
import { filingReportSchema, mayMoveFiling, normalizeCertificateNumber } from "./filing.ts";
import { CERTIFICATE_NUMBER_INVALID, FILING_STATUS_UNKNOWN, REFUSAL_REASON_REQUIRED, SERVICE_REQUEST_INVALID } from "./messages.ts";
import { authorsOf, officeApplication } from "./office.ts";

describe("the copyright office's application", () => {
  it("is the Single Application ($45, SPEC 9) for one author who claims the work, not made for hire", () => {
    expect(officeApplication({ author: "Nova Reign", claimant: " nova reign ", madeForHire: false })).toEqual({
      kind: "single",
      name: "Single Application",
      feeUsd: 45,
      reasons: [],
    });
  });

  it("is the Standard Application ($65) otherwise, saying why", () => {
    const standard = (answers: Parameters<typeof officeApplication>[0]) => officeApplication(answers);
    expect(standard({ author: "Nova Reign", claimant: "Label Ltd", madeForHire: false })).toEqual({
      kind: "standard",
      name: "Standard Application",
      feeUsd: 65,
      reasons: ["The claimant is not the author."],
    });
    expect(standard({ author: "Nova Reign", claimant: "Nova Reign", madeForHire: true }).reasons).toEqual(["The work was made for hire."]);
    expect(standard({ author: "Simon and Garfunkel", claimant: "Simon", madeForHire: false }).reasons).toEqual([
      "The work has more than one author.",
    ]);
  });

  it("counts the authors an author field names", () => {
    expect(authorsOf("A, B & C; D and E")).toEqual(["A", "B", "C", "D", "E"]);
    expect(authorsOf("Anderson")).toEqual(["Anderson"]);
    expect(authorsOf(" Brandy ")).toEqual(["Brandy"]);
  });
});

describe("the filing the artist reports", () => {
  it("moves ready to file → filed → registered or refused, and nothing else", () => {
    expect(mayMoveFiling("preparing", "ready_to_file")).toBe(true);
    expect(mayMoveFiling("ready_to_file", "filed")).toBe(true);
    expect(mayMoveFiling("filed", "registered")).toBe(true);
    expect(mayMoveFiling("filed", "refused")).toBe(true);
    expect(mayMoveFiling("preparing", "filed")).toBe(false);
    expect(mayMoveFiling("ready_to_file", "registered")).toBe(false);
    expect(mayMoveFiling("registered", "refused")).toBe(false);
    expect(mayMoveFiling("refused", "filed")).toBe(false);
  });

  it("takes the office's service request and certificate numbers in their own spelling", () => {
    expect(filingReportSchema.parse({ status: "filed", serviceRequestNumber: " 1-1234567890 " })).toEqual({
      status: "filed",
      serviceRequestNumber: "1-1234567890",
    });
    expect(filingReportSchema.safeParse({ status: "filed", serviceRequestNumber: "2-1234567890" }).error?.issues[0]?.message).toBe(
      SERVICE_REQUEST_INVALID,
    );
    expect(filingReportSchema.parse({ status: "registered", certificateNumber: "sru1-234-567" })).toEqual({
      status: "registered",
      certificateNumber: "SRu 1-234-567",
    });
    expect(normalizeCertificateNumber("TX 12-345-678")).toBe("TX 12-345-678");
    expect(normalizeCertificateNumber("XX 1-234-567")).toBeNull();
    expect(filingReportSchema.safeParse({ status: "registered", certificateNumber: "1-234" }).error?.issues[0]?.message).toBe(
      CERTIFICATE_NUMBER_INVALID,
    );
  });

  it("needs the office's reason for a refusal, and a known status", () => {
    expect(filingReportSchema.safeParse({ status: "refused", reason: " " }).error?.issues[0]?.message).toBe(REFUSAL_REASON_REQUIRED);
    expect(filingReportSchema.parse({ status: "refused", reason: "Not original." })).toEqual({
      status: "refused",
      reason: "Not original.",
    });
    expect(filingReportSchema.safeParse({ status: "lost" }).error?.issues[0]?.message).toBe(FILING_STATUS_UNKNOWN);
  });
});
