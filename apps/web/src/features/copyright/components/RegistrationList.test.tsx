import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import {
  CERTIFICATE_NUMBER_INVALID,
  commitNotConfirmed,
  filingMoveRefused,
  filingReported,
  addedToMintCart,
  MINT_AUDIO_ONLY,
  NO_REGISTRATIONS,
  REGISTRATION_STAGES,
  SERVICE_REQUEST_INVALID,
  verifyPagePath,
  type FilingReport,
  type RegistrationAnswer,
} from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installCopyrightPages } from "../test/harness";
import { anchored, COMMIT_DATA, COMMIT_TX, committed, officeOnly, REVEAL_TX, sampleRegistration } from "../test/registrations";

const { wallet, setUp, connectWallet } = installCopyrightPages();

/** The studio's Copyright tab, on one of its sub-tabs. */
async function openTab(name: "Track Status" | "Mint NFT", options: Omit<Parameters<typeof setUp>[0], "path"> = {}) {
  const setup = setUp({ path: "/artiststudio?tab=copyright", ...options });
  await setup.user.click(await screen.findByRole("tab", { name }));
  return setup;
}

const card = async (title: string) => within(await screen.findByRole("article", { name: title }));

/** The filing route as the server keeps it: it moves the filing and answers the registration. */
function filingRoute(registration: RegistrationAnswer) {
  return ({ body }: { body: unknown }) => {
    const report = body as FilingReport;
    const filing = registration.filing;
    if (!filing) throw new Error("no filing");
    if (report.status === "filed") {
      return jsonResponse({ ...registration, filing: { ...filing, status: "filed", serviceRequestNumber: report.serviceRequestNumber } });
    }
    return apiError("conflict", filingMoveRefused("filed", report.status), 409);
  };
}

describe("Track Status", () => {
  it("says when there is nothing to track", async () => {
    await openTab("Track Status");
    expect(await screen.findByText(NO_REGISTRATIONS)).toBeInTheDocument();
  });

  it("shows an anchored registration's timeline, transactions and downloads", async () => {
    const work = anchored(sampleRegistration());
    await openTab("Track Status", { registrations: [work] });
    const shown = await card("Golden Hour");
    const steps = shown.getByRole("list", { name: "On chain" });
    expect(within(steps).getByText("Anchored").closest("li")).toHaveAttribute("aria-current", "step");
    expect(shown.getByText(COMMIT_TX)).toBeInTheDocument();
    expect(shown.getByText(REVEAL_TX)).toBeInTheDocument();
    expect(shown.getByRole("link", { name: "Download certificate (PDF)" })).toHaveAttribute(
      "href",
      `/api/copyright/registrations/${work.id}/certificate.pdf`,
    );
    expect(shown.getByRole("link", { name: "JSON" })).toHaveAttribute("href", `/api/copyright/registrations/${work.id}/certificate`);
    expect(shown.getByRole("link", { name: "Public verify page" })).toHaveAttribute("href", verifyPagePath(work.sha256));
    expect(shown.queryByRole("button", { name: /Continue/ })).not.toBeInTheDocument();
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });

  it("offers to continue a registration whose commit was never sent, and no certificate yet", async () => {
    await openTab("Track Status", { registrations: [sampleRegistration()] });
    const shown = await card("Golden Hour");
    expect(shown.getByRole("button", { name: "Continue: send the commit" })).toBeEnabled();
    expect(shown.queryByRole("link", { name: "Download certificate (PDF)" })).not.toBeInTheDocument();
  });

  it("sends a pending commit from the list and confirms it, asking again while the server waits for its receipt", async () => {
    await connectWallet();
    const draft = sampleRegistration();
    let asked = 0;
    const { api, user } = await openTab("Track Status", {
      registrations: [draft],
      routes: {
        [`POST /api/copyright/registrations/${draft.id}/confirm`]: () => {
          asked += 1;
          if (asked === 1)
            return jsonResponse({ error: { code: "conflict", reason: "receipt_unconfirmed", message: commitNotConfirmed(0) } }, 409);
          return jsonResponse(committed(draft, { reveal: false }));
        },
      },
    });
    const shown = await card("Golden Hour");
    await user.click(shown.getByRole("button", { name: "Continue: send the commit" }));

    // Committed: the reveal is not open before the next block, so the list keeps asking for it.
    expect(await shown.findByText(REGISTRATION_STAGES.wait, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(wallet.sentTransactions().map((tx) => tx.data)).toEqual([COMMIT_DATA]);
    expect(api.bodiesFor(`POST /api/copyright/registrations/${draft.id}/confirm`)).toHaveLength(2);
    expect(
      within(shown.getByRole("list", { name: "On chain" }))
        .getByText("Committed")
        .closest("li"),
    ).toHaveAttribute("aria-current", "step");
  }, 20_000);

  it("offers the filing package only once it is ready", async () => {
    const preparing = officeOnly({
      filing: { ...(officeOnly().filing as NonNullable<RegistrationAnswer["filing"]>), status: "preparing" },
    });
    await openTab("Track Status", { registrations: [preparing] });
    const shown = await card("Golden Hour");
    expect(shown.getByRole("list", { name: "Copyright Office" })).toBeInTheDocument();
    expect(shown.queryByRole("link", { name: "Download filing package" })).not.toBeInTheDocument();
    expect(shown.queryByRole("form")).not.toBeInTheDocument();
  });

  it("takes the filing's service request number, checked at its field, and shows the filing filed", async () => {
    const filed = officeOnly();
    const { api, user } = await openTab("Track Status", {
      registrations: [filed],
      routes: { [`POST /api/copyright/registrations/${filed.id}/filing`]: filingRoute(filed) },
    });
    const shown = await card("Golden Hour");
    expect(shown.getByRole("link", { name: "Download filing package" })).toHaveAttribute(
      "href",
      `/api/copyright/registrations/${filed.id}/package.pdf`,
    );
    const number = shown.getByLabelText("Service request number");
    await user.type(number, "2-123");
    await user.click(shown.getByRole("button", { name: "Report filed" }));
    expect(number).toHaveAccessibleDescription(SERVICE_REQUEST_INVALID);
    expect(number).toHaveFocus();
    expect(api.bodiesFor(`POST /api/copyright/registrations/${filed.id}/filing`)).toEqual([]);

    await user.clear(number);
    await user.type(number, "1-1234567890");
    await user.click(shown.getByRole("button", { name: "Report filed" }));
    const reported = await shown.findByText(filingReported("Filed"));
    await waitFor(() => expect(reported).toHaveFocus());
    expect(api.bodiesFor(`POST /api/copyright/registrations/${filed.id}/filing`)).toEqual([
      { status: "filed", serviceRequestNumber: "1-1234567890" },
    ]);
    expect(
      within(shown.getByRole("list", { name: "Copyright Office" }))
        .getByText("Filed")
        .closest("li"),
    ).toHaveAttribute("aria-current", "step");
    expect(shown.getByText("1-1234567890")).toBeInTheDocument();
  });

  it("then takes registered or refused, and shows the server's refusal at the form", async () => {
    const filed = officeOnly({
      filing: {
        ...(officeOnly().filing as NonNullable<RegistrationAnswer["filing"]>),
        status: "filed",
        serviceRequestNumber: "1-1234567890",
      },
    });
    const { api, user } = await openTab("Track Status", {
      registrations: [filed],
      routes: { [`POST /api/copyright/registrations/${filed.id}/filing`]: filingRoute(filed) },
    });
    const shown = await card("Golden Hour");
    await user.click(shown.getByLabelText("Registered"));
    const number = shown.getByLabelText("Certificate number");
    await user.type(number, "1-234");
    await user.click(shown.getByRole("button", { name: "Report" }));
    expect(number).toHaveAccessibleDescription(CERTIFICATE_NUMBER_INVALID);

    await user.clear(number);
    await user.type(number, "sru1-234-567");
    await user.click(shown.getByRole("button", { name: "Report" }));
    const alert = await shown.findByRole("alert");
    expect(alert).toHaveTextContent(filingMoveRefused("filed", "registered"));
    await waitFor(() => expect(alert).toHaveFocus());
    // The office's own spelling is what is sent.
    expect(api.bodiesFor(`POST /api/copyright/registrations/${filed.id}/filing`)).toEqual([
      { status: "registered", certificateNumber: "SRu 1-234-567" },
    ]);
  });
});

describe("Track Status, page by page", () => {
  const newest = sampleRegistration({ id: "reg-new", title: "Newest Song" });
  const older = sampleRegistration({ id: "reg-old", title: "Older Song" });

  it("loads older registrations below the first page, and the first of them takes focus", async () => {
    const { user } = await openTab("Track Status", {
      routes: {
        "GET /api/copyright/registrations": ({ url }) =>
          url.searchParams.get("offset") === "1"
            ? // A registration made since moved the offsets: the newest one comes again, shown once.
              jsonResponse({ registrations: [newest, older], nextOffset: null })
            : jsonResponse({ registrations: [newest], nextOffset: 1 }),
      },
    });
    await card("Newest Song");
    expect(screen.queryByRole("article", { name: "Older Song" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show older registrations" }));
    const shown = await screen.findByRole("article", { name: "Older Song" });
    await waitFor(() => expect(shown.closest("li")).toHaveFocus());
    expect(screen.getAllByRole("article", { name: "Newest Song" })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Show older registrations" })).not.toBeInTheDocument();
  });

  it("keeps the list when an older page fails, says why, and asks for that page again", async () => {
    let failures = 1;
    const { user } = await openTab("Track Status", {
      routes: {
        "GET /api/copyright/registrations": ({ url }) => {
          if (url.searchParams.get("offset") !== "1") return jsonResponse({ registrations: [newest], nextOffset: 1 });
          if (failures-- > 0) return apiError("request_timeout", "The request took too long.", 408);
          return jsonResponse({ registrations: [older], nextOffset: null });
        },
      },
    });
    await card("Newest Song");
    await user.click(screen.getByRole("button", { name: "Show older registrations" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The request took too long.");
    await card("Newest Song");
    await user.click(screen.getByRole("button", { name: "Show older registrations" }));
    const shown = await screen.findByRole("article", { name: "Older Song" });
    await waitFor(() => expect(shown.closest("li")).toHaveFocus());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Mint NFT", () => {
  const draftRoute = () => jsonResponse({ draft: { id: "draft-1" } }, 201);

  it("lists the anchored works; an audio one goes to the mint cart with its price, and the confirmation takes focus", async () => {
    const lyrics = anchored(sampleRegistration({ id: "reg-3", title: "Tide Lyrics" }));
    const { api, user } = await openTab("Mint NFT", {
      registrations: [
        anchored(sampleRegistration()),
        sampleRegistration({ id: "reg-2", title: "Draft Song" }),
        { ...lyrics, file: { ...lyrics.file, name: "tide.txt", mimeType: "text/plain" } },
      ],
      routes: { "POST /api/studio/drafts": draftRoute },
    });
    const list = await screen.findByRole("list", { name: "Anchored works" });
    expect(within(list).queryByText("Draft Song")).not.toBeInTheDocument();
    expect(within(list).getByText(MINT_AUDIO_ONLY)).toBeInTheDocument();
    expect(within(list).queryByRole("form", { name: "Mint “Tide Lyrics”" })).not.toBeInTheDocument();

    const form = within(within(list).getByRole("form", { name: "Mint “Golden Hour”" }));
    await user.type(form.getByLabelText("Price (WBE3)"), "2.5");
    await user.click(form.getByRole("button", { name: "Add to mint cart" }));
    const status = await within(list).findByRole("status");
    expect(status).toHaveTextContent(addedToMintCart("Golden Hour"));
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(status).getByRole("link", { name: "Open the Mint tab" })).toHaveAttribute("href", "/artiststudio?tab=mint");
    expect(api.bodiesFor("POST /api/studio/drafts")).toEqual([
      {
        fields: { category: "music", title: "Golden Hour", description: sampleRegistration().description, price: "2.5" },
        fileCid: "bafkreiwork",
        fileName: "golden-hour.wav",
      },
    ]);
  });

  it("says a price the rule refuses at its field and sends nothing; the server's refusal shows at the form", async () => {
    const { api, user } = await openTab("Mint NFT", {
      registrations: [anchored(sampleRegistration())],
      routes: {
        "POST /api/studio/drafts": () => apiError("bad_request", "Upload the file again: it was not found for this category.", 400),
      },
    });
    const form = within(await screen.findByRole("form", { name: "Mint “Golden Hour”" }));
    await user.click(form.getByRole("button", { name: "Add to mint cart" }));
    const price = form.getByLabelText("Price (WBE3)");
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute("aria-invalid", "true");
    expect(api.bodiesFor("POST /api/studio/drafts")).toEqual([]);

    await user.type(price, "1");
    await user.click(form.getByRole("button", { name: "Add to mint cart" }));
    const alert = await form.findByRole("alert");
    expect(alert).toHaveTextContent("Upload the file again: it was not found for this category.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });
});
