import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  FILE_DIFFERS,
  FILE_MATCHES,
  NOT_REGISTERED,
  SHA256_INVALID,
  VERIFY_CHECK_YOURSELF,
  VERIFY_REGISTERED,
  verifyPagePath,
} from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { installFakeApi, TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { REVEAL_TX, verification, webCryptoSha256 } from "../test/registrations";

const LYRICS = new TextEncoder().encode("Golden hour, the light on the water\n");

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page for a fingerprint, as a visitor opens it; the server answers `answer` for it. */
function open(sha256: string, answer = verification({ sha256: sha256 as `0x${string}` }), explorerUrl: string | null = null) {
  installMatchMedia();
  const api = installFakeApi({
    config: { explorerUrl },
    routes: { [`GET /api/copyright/verify/${sha256}`]: () => jsonResponse(answer) },
  });
  renderApp({ path: verifyPagePath(sha256) });
  return { api, user: userEvent.setup() };
}

describe("the public verify page", () => {
  it("shows a registered fingerprint's registrant, time, block, transaction, contract and chain, and how to check it", async () => {
    const sha256 = await webCryptoSha256(LYRICS);
    open(sha256, verification({ sha256 }), "https://basescan.org/");
    const result = within(await screen.findByRole("region", { name: VERIFY_REGISTERED }));
    expect(result.getByText("Golden Hour")).toBeInTheDocument();
    expect(result.getByText("Nova Reign")).toBeInTheDocument();
    expect(result.getByText("0x0000000000000000000000000000000000000005")).toBeInTheDocument();
    expect(result.getByText("18")).toBeInTheDocument();
    expect(await result.findByRole("link", { name: /^0xe2/ })).toHaveAttribute("href", `https://basescan.org/tx/${REVEAL_TX}`);
    expect(result.getByText(TEST_CONFIG.contracts.CopyrightRegistry)).toBeInTheDocument();
    expect(result.getByText(`Local chain ${TEST_CONFIG.chainId} (chain id ${TEST_CONFIG.chainId})`)).toBeInTheDocument();
    expect(result.getByRole("heading", { name: VERIFY_CHECK_YOURSELF })).toBeInTheDocument();
    expect(result.getByText(new RegExp(`registrationOf\\(${sha256}\\)`))).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });

  it("says when nobody registered the fingerprint, with nothing published", async () => {
    const sha256 = `0x${"0f".repeat(32)}`;
    open(
      sha256,
      verification({
        sha256: sha256 as `0x${string}`,
        registered: false,
        registrant: null,
        registeredAt: null,
        blockNumber: null,
        txHash: null,
        metadataUri: null,
        published: null,
      }),
    );
    const result = within(await screen.findByRole("region", { name: NOT_REGISTERED }));
    expect(result.queryByText("Golden Hour")).not.toBeInTheDocument();
    expect(result.queryByRole("heading", { name: VERIFY_CHECK_YOURSELF })).not.toBeInTheDocument();
  });

  it("compares a dropped copy in the browser, uploading nothing: the same bytes match, others do not", async () => {
    const sha256 = await webCryptoSha256(LYRICS);
    const { api, user } = open(sha256);
    const picker = await screen.findByLabelText("Drop a file here, or choose one");

    await user.upload(picker, new File([LYRICS], "lyrics.txt", { type: "text/plain" }));
    const same = await screen.findByText(FILE_MATCHES);
    await waitFor(() => expect(same.parentElement).toHaveFocus());
    expect(same.parentElement).toHaveTextContent(sha256);

    // Dropped on the box rather than chosen.
    const box = picker.parentElement as HTMLElement;
    fireEvent.drop(box, { dataTransfer: { files: [new File(["another song"], "other.txt", { type: "text/plain" })] } });
    const other = await screen.findByText(FILE_DIFFERS);
    await waitFor(() => expect(other.parentElement).toHaveFocus());
    expect(api.mock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });

  it("refuses a path that is no fingerprint without asking the server", async () => {
    const { api } = open("not-a-hash");
    expect(await screen.findByRole("alert")).toHaveTextContent(SHA256_INVALID);
    expect(api.urlsFor("/api/copyright/verify/not-a-hash")).toEqual([]);
  });
});
