import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { COPYRIGHT_REQUIRED_FIELDS, registrationAnchored, REGISTRATION_STAGES } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { jsonResponse } from "@/test/fetch-stub";
import { installCopyrightPages } from "../test/harness";
import { anchored, committed, sampleRegistration, webCryptoSha256 } from "../test/registrations";

const { wallet, setUp, connectWallet } = installCopyrightPages();
const LYRICS = new TextEncoder().encode("Golden hour, the light on the water\n");

describe("the /copyright page", () => {
  it("asks for the work title and author name, focusing the first one missing", async () => {
    const { user, xhr } = setUp({ path: "/copyright" });
    const form = within(await screen.findByRole("form", { name: "Register a work" }));
    await user.type(form.getByLabelText("Work title"), "Golden Hour");
    await user.click(form.getByRole("button", { name: "Register work" }));
    expect(await form.findByRole("alert")).toHaveTextContent(COPYRIGHT_REQUIRED_FIELDS);
    expect(form.getByLabelText("Author name")).toHaveFocus();
    expect(form.getByLabelText("Pseudonym (optional)")).not.toHaveAttribute("aria-invalid");
    expect(xhr.sent).toEqual([]);
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });

  it("registers the lyrics as the app's form, anchors them, and lists them below; the listed one waits while the form drives it", async () => {
    await connectWallet();
    const draft = sampleRegistration({ form: "app", title: "Golden Hour", workType: "lyrics" });
    let registrations: ReturnType<typeof sampleRegistration>[] = [];
    let confirmed = 0;
    const releaseCommit = wallet.hold("eth_sendTransaction");
    const { user, xhr } = setUp({
      path: "/copyright",
      answerUpload: (upload) => {
        registrations = [draft];
        upload.respond(201, draft);
      },
      routes: {
        "GET /api/copyright/registrations": () => jsonResponse({ registrations, nextOffset: null }),
        // The commit, then the reveal (open at once).
        [`POST /api/copyright/registrations/${draft.id}/confirm`]: () => {
          confirmed += 1;
          registrations = [confirmed === 1 ? committed(draft, { reveal: true }) : anchored(draft)];
          return jsonResponse(registrations[0]);
        },
      },
    });
    const form = within(await screen.findByRole("form", { name: "Register a work" }));
    await user.type(form.getByLabelText("Work title"), "Golden Hour");
    await user.type(form.getByLabelText("Author name"), "Nova Reign");
    await user.type(form.getByLabelText("Pseudonym (optional)"), "Nova");
    await user.selectOptions(form.getByLabelText("Work type"), "lyrics");
    await user.upload(
      form.getByLabelText("File (the lyrics text, or the work's file)"),
      new File([LYRICS], "lyrics.txt", { type: "text/plain" }),
    );
    await user.click(form.getByRole("button", { name: "Register work" }));

    // The wallet has the commit to sign: the list shows the new registration, its Continue held back.
    expect(await form.findByText(REGISTRATION_STAGES.commit)).toBeInTheDocument();
    const listed = within(await screen.findByRole("article", { name: "Golden Hour" }));
    expect(listed.getByRole("button", { name: "Continue: send the commit" })).toBeDisabled();
    releaseCommit();

    const outcome = await screen.findByText(registrationAnchored(draft.title, "18"), undefined, { timeout: 10_000 });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(xhr.sent[0]?.fields).toEqual({
      form: "app",
      workTitle: "Golden Hour",
      authorName: "Nova Reign",
      pseudonym: "Nova",
      workType: "lyrics",
      description: "",
      registrationType: "smart-contract",
      madeForHire: "false",
      publishDetails: "false",
      sha256: await webCryptoSha256(LYRICS),
    });
    expect(wallet.sentTransactions()).toHaveLength(2);
    await waitFor(() => expect(listed.getByRole("link", { name: "Download certificate (PDF)" })).toBeInTheDocument());
  }, 30_000);
});
