import { describe, expect, it } from "vitest";
import { screen, waitFor, within, type queries } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import {
  CONNECT_TO_REGISTER,
  COPYRIGHT_REQUIRED_FIELDS,
  COPYRIGHT_SUBMIT_FAILED,
  registrationAnchored,
  REGISTRATION_STAGES,
  registrationRecorded,
  verifyPagePath,
  WORK_FILE_MAX_BYTES,
  WORK_FILE_REQUIRED,
  workAlreadyRegistered,
  workFileTooLarge,
} from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { jsonResponse } from "@/test/fetch-stub";
import { installCopyrightPages } from "../test/harness";
import { anchored, COMMIT_DATA, committed, officeOnly, REVEAL_DATA, sampleRegistration, SHA, webCryptoSha256 } from "../test/registrations";

const { wallet, setUp, connectWallet } = installCopyrightPages();
type BoundQueries = ReturnType<typeof within<typeof queries>>;
const WAV = new Uint8Array([82, 73, 70, 70, 36, 0, 0, 0, 87, 65, 86, 69, 102, 109, 116, 32, 1, 2, 3]);
const wavFile = () => new File([WAV], "golden-hour.wav", { type: "audio/wav" });

async function openRegisterWork(options: Omit<Parameters<typeof setUp>[0], "path"> = {}) {
  const setup = setUp({ path: "/artiststudio?tab=copyright", ...options });
  const form = await screen.findByRole("form", { name: "Register work" });
  return { ...setup, form: within(form) };
}

async function fill(user: UserEvent, form: BoundQueries, { file = wavFile() }: { file?: File } = {}) {
  await user.type(form.getByLabelText("Title"), "Golden Hour");
  await user.type(form.getByLabelText("Author"), "Nova Reign");
  await user.type(form.getByLabelText("Year created"), "2024");
  await user.selectOptions(form.getByLabelText("Work type"), "sound");
  await user.type(form.getByLabelText("Claimant name"), "Nova Reign");
  await user.upload(form.getByLabelText("File"), file);
  // The fingerprint is computed as soon as the file is picked, and shown with the field.
  await waitFor(() => expect(form.getByLabelText("File")).toHaveAccessibleDescription(/SHA-256 0x[0-9a-f]{64}/));
}

describe("the studio's Register Work form", () => {
  it("says “Please fill in required fields” at the form, focuses the first one missing, and sends nothing", async () => {
    const { user, form, xhr } = await openRegisterWork();
    await user.type(form.getByLabelText("Author"), "Nova Reign");
    await user.click(form.getByRole("button", { name: "Register work" }));

    expect(await form.findByRole("alert")).toHaveTextContent(COPYRIGHT_REQUIRED_FIELDS);
    expect(form.getByLabelText("Title")).toHaveFocus();
    expect(form.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("Claimant name")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("Author")).not.toHaveAttribute("aria-invalid");
    expect(form.getByLabelText("File")).toHaveAccessibleDescription(expect.stringContaining(WORK_FILE_REQUIRED));
    expect(xhr.sent).toEqual([]);
  });

  it("with every field but the file, says so at the file and focuses it", async () => {
    const { user, form, xhr } = await openRegisterWork();
    await user.type(form.getByLabelText("Title"), "Golden Hour");
    await user.type(form.getByLabelText("Author"), "Nova Reign");
    await user.type(form.getByLabelText("Claimant name"), "Nova Reign");
    await user.click(form.getByRole("button", { name: "Register work" }));

    await waitFor(() => expect(form.getByLabelText("File")).toHaveFocus());
    expect(form.getByLabelText("File")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("File")).toHaveAccessibleDescription(expect.stringContaining(WORK_FILE_REQUIRED));
    expect(form.queryByText(COPYRIGHT_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(xhr.sent).toEqual([]);
  });

  it("offers the work's file types in the picker", async () => {
    const { form } = await openRegisterWork();
    const accept = form.getByLabelText("File").getAttribute("accept") ?? "";
    for (const extension of [".mp3", ".wav", ".pdf", ".doc", ".docx", ".txt"]) expect(accept).toContain(extension);
  });

  it("shows the office's application and fee as the answers change, for a type that files with it", async () => {
    const { user, form } = await openRegisterWork();
    expect(form.queryByText(/Copyright Office:/)).not.toBeInTheDocument();
    await user.click(form.getByLabelText("U.S. Copyright Office"));
    await user.type(form.getByLabelText("Author"), "Nova Reign");
    await user.type(form.getByLabelText("Claimant name"), "Nova Reign");
    expect(form.getByText(/Copyright Office: Single Application/).parentElement).toHaveTextContent("$45 fee");
    await user.click(form.getByLabelText("Made for hire"));
    expect(form.getByText(/Copyright Office: Standard Application/).parentElement).toHaveTextContent("$65 fee");
    expect(form.getByText("The work was made for hire.")).toBeInTheDocument();
    await user.click(form.getByLabelText("Smart contract (on Base)"));
    expect(form.queryByText(/Copyright Office:/)).not.toBeInTheDocument();
  });

  it("sends the form with the file and the SHA-256 the browser computed of it; an office-only registration needs no transaction", async () => {
    const recorded = officeOnly();
    const { user, form, xhr } = await openRegisterWork({ answerUpload: (upload) => upload.respond(201, recorded) });
    await fill(user, form);
    await user.click(form.getByLabelText("U.S. Copyright Office"));
    await user.click(form.getByLabelText("Publish title and author on the public verify page"));
    await user.click(form.getByRole("button", { name: "Register work" }));

    const outcome = await screen.findByText(registrationRecorded(recorded.title));
    await waitFor(() => expect(outcome).toHaveFocus());
    const [sent] = xhr.sent;
    expect(sent?.url).toBe("/api/copyright/registrations");
    expect(sent?.fields).toEqual({
      form: "studio",
      title: "Golden Hour",
      author: "Nova Reign",
      yearCreated: "2024",
      workType: "sound",
      description: "",
      claimantName: "Nova Reign",
      registrationType: "us-copyright",
      madeForHire: "false",
      publishDetails: "true",
      sha256: await webCryptoSha256(WAV),
    });
    expect(sent?.file?.name).toBe("golden-hour.wav");
    expect(new Uint8Array(await (sent?.file ?? new Blob()).arrayBuffer())).toEqual(WAV);
    expect(wallet.sentTransactions()).toEqual([]);
    // The form starts over for the next work.
    expect(form.getByLabelText("Title")).toHaveValue("");
  }, 20_000);

  it("shows the upload's progress while the work is sent", async () => {
    const { user, form, xhr } = await openRegisterWork();
    await fill(user, form);
    await user.click(form.getByLabelText("U.S. Copyright Office"));
    await user.click(form.getByRole("button", { name: "Register work" }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]?.progress(5, 20);
    const bar = await screen.findByRole("progressbar", { name: "Upload" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(form.getByRole("button", { name: "Registering…" })).toBeDisabled();
    // The form's progress holds focus while the button is busy.
    expect(bar.closest("[role=status]")).toHaveFocus();
    xhr.sent[0]?.respond(201, officeOnly());
    expect(await screen.findByText(registrationRecorded("Golden Hour"))).toBeInTheDocument();
  });

  it("sends the commit, confirms it, waits for the reveal to open, sends the reveal and confirms it", async () => {
    await connectWallet();
    const draft = sampleRegistration();
    let current = draft;
    const { user, form, api } = await openRegisterWork({
      answerUpload: (upload) => upload.respond(201, draft),
      routes: {
        [`POST /api/copyright/registrations/${draft.id}/confirm`]: () => {
          current = current.anchor?.status === "draft" ? committed(draft, { reveal: false }) : anchored(draft);
          return jsonResponse(current);
        },
        // The reveal opens one block after the commit: the first ask finds it open.
        [`GET /api/copyright/registrations/${draft.id}`]: () => {
          current = committed(draft, { reveal: true });
          return jsonResponse(current);
        },
      },
    });
    await fill(user, form);
    await user.click(form.getByRole("button", { name: "Register work" }));

    const outcome = await screen.findByText(registrationAnchored(draft.title, "18"), undefined, { timeout: 10_000 });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(wallet.sentTransactions().map((tx) => [tx.to.toLowerCase(), tx.data])).toEqual([
      [draft.next?.calls[0]?.to.toLowerCase(), COMMIT_DATA],
      [draft.next?.calls[0]?.to.toLowerCase(), REVEAL_DATA],
    ]);
    const confirmations = api.bodiesFor(`POST /api/copyright/registrations/${draft.id}/confirm`) as { txHash: string }[];
    expect(confirmations).toHaveLength(2);
    expect(confirmations.every((body) => /^0x[0-9a-f]{64}$/.test(body.txHash))).toBe(true);
    expect(confirmations[0]?.txHash).not.toBe(confirmations[1]?.txHash);
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  }, 30_000);

  it("goes on while Track Status is looked at", async () => {
    await connectWallet();
    const draft = sampleRegistration();
    const release = wallet.hold("eth_sendTransaction");
    const { user, form } = await openRegisterWork({
      answerUpload: (upload) => upload.respond(201, draft),
      routes: { [`POST /api/copyright/registrations/${draft.id}/confirm`]: () => jsonResponse(anchored(draft)) },
    });
    await fill(user, form);
    await user.click(form.getByRole("button", { name: "Register work" }));
    expect(await form.findByText(REGISTRATION_STAGES.commit)).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Track Status" }));
    expect(screen.getByRole("form", { hidden: true, name: "Register work" }).closest("[role=tabpanel]")).toHaveAttribute("hidden");
    release();
    await waitFor(() => expect(wallet.sentTransactions()).toHaveLength(1));
    await user.click(screen.getByRole("tab", { name: "Register Work" }));
    expect(await form.findByText(registrationAnchored(draft.title, "18"))).toBeInTheDocument();
  }, 20_000);

  it("shows the server's refusal at the form and at the file, as “Failed to submit registration”", async () => {
    await connectWallet();
    const taken = workAlreadyRegistered("2026-03-01", verifyPagePath(SHA));
    const { user, form } = await openRegisterWork({
      answerUpload: (upload) => upload.respond(409, { error: { code: "conflict", reason: "already_registered", message: taken } }),
    });
    await fill(user, form);
    await user.click(form.getByRole("button", { name: "Register work" }));

    const alert = await form.findByRole("alert");
    expect(alert).toHaveTextContent(COPYRIGHT_SUBMIT_FAILED);
    expect(alert).toHaveTextContent(taken);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(form.getByLabelText("File")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("File")).toHaveAccessibleDescription(expect.stringContaining(taken));
    // The toast says it too (SPEC 8), and the form keeps what was typed.
    await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toHaveTextContent(`${COPYRIGHT_SUBMIT_FAILED}${taken}`));
    expect(form.getByLabelText("Title")).toHaveValue("Golden Hour");
    expect(wallet.sentTransactions()).toEqual([]);
  }, 20_000);

  it.each([["Smart contract (on Base)"], ["U.S. Copyright Office"]])(
    "without a wallet linked to the account, says so and sends nothing (%s)",
    async (type) => {
      const { user, form, xhr } = await openRegisterWork({ withoutWallet: true });
      await fill(user, form);
      await user.click(form.getByLabelText(type));
      await user.click(form.getByRole("button", { name: "Register work" }));

      const alert = await form.findByRole("alert");
      expect(alert).toHaveTextContent(CONNECT_TO_REGISTER);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(xhr.sent).toEqual([]);
    },
  );

  it("with the account's wallet not connected, asks for it before sending anything", async () => {
    const { user, form, xhr } = await openRegisterWork();
    await fill(user, form);
    await user.click(form.getByRole("button", { name: "Register work" }));

    expect(await form.findByRole("alert")).toHaveTextContent(CONNECT_TO_REGISTER);
    expect(xhr.sent).toEqual([]);
    expect(wallet.sentTransactions()).toEqual([]);
  });

  it("refuses a file that is not a work's type or is too large when it is picked, without reading it", async () => {
    const { form } = await openRegisterWork();
    // A person can switch the picker to "All files": the accept list does not hold them back.
    const user = userEvent.setup({ applyAccept: false });
    const picker = form.getByLabelText("File");
    await user.upload(picker, new File(["MZ"], "setup.exe", { type: "application/octet-stream" }));
    expect(picker).toHaveAttribute("aria-invalid", "true");
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(WORK_FILE_REQUIRED));
    expect(form.queryByRole("progressbar")).not.toBeInTheDocument();

    const huge = wavFile();
    Object.defineProperty(huge, "size", { value: WORK_FILE_MAX_BYTES + 1 });
    await user.upload(picker, huge);
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(workFileTooLarge(WORK_FILE_MAX_BYTES)));
    expect(picker).not.toHaveAccessibleDescription(/SHA-256 0x/);
  });
});
