import { readFileSync } from "node:fs";
import path from "node:path";
import { createPublicClient, createWalletClient, http, parseEther, type Hash, type HDAccount } from "viem";
import { trackNFTAbi } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";
import type {
  Checkout,
  MembershipView,
  OwnedNftsResponse,
  PrepareMintResponse,
  PublicConfig,
  StoredFile,
  UploadRecord,
} from "@wbe3/domain";
import { siweSignIn } from "./api-sign-in.ts";
import { groupIsAlive, killIfAlive } from "./process-group.ts";
import { startApp, type RunningApp } from "./start-app.ts";
import { devAccount } from "./wallet-handler.ts";
import { sineWav } from "./wav.ts";

/**
 * Issue #9's durability check: the whole server process group (node, PGlite) and the local chain
 * (Anvil and its watchdog, each in a group of its own) are killed with SIGKILL at the same random
 * moment while artists mint, and started again on the same DATA_DIR.
 * Every mint the server acknowledged (200) must still be on chain, minted in "my uploads" and in
 * the owner's vault; no vault entry may name a token the chain lacks; nothing may answer 5xx.
 */
export interface KillLoopOptions {
  rounds: number;
  dataDir: string;
  port: number;
  anvilPort: number;
  /** Minting runs this long (at random between the two) before the kill. */
  killAfterMs: [number, number];
  /** Artists minting at once, each from its own dev account (so nonces never race). */
  artists: number;
  log?: (line: string) => void;
}

export interface KillLoopReport {
  rounds: number;
  acknowledged: number;
  /** Acknowledged mints missing on chain, in "my uploads" or in the vault after a restart. */
  lost: string[];
  /** Vault entries for tokens the chain does not have (or that someone else owns). */
  phantom: string[];
  /** Answers ≥ 500 from the server, before a kill or after a restart. */
  serverErrors: string[];
}

interface Acknowledged {
  artist: number;
  uploadId: string;
  txHash: Hash;
  tokenId: string;
}

const FIRST_ACCOUNT = 5;

async function signIn(baseUrl: string, account: HDAccount, chainId: number): Promise<string> {
  const res = await siweSignIn(baseUrl, account, "artist", chainId);
  const cookie = /__Host-session=[^;]*/.exec(res.headers.getSetCookie().join("; "))?.[0];
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie;
}

/** The local chain's processes (Anvil and its watchdog), as the server recorded them. */
function chainProcesses(dataDir: string): { pid: number; watchdogPid?: number } {
  return JSON.parse(readFileSync(path.join(dataDir, "chain", "anvil.pid"), "utf8")) as { pid: number; watchdogPid?: number };
}

export async function runKillLoop(options: KillLoopOptions): Promise<KillLoopReport> {
  const log = options.log ?? (() => undefined);
  const report: KillLoopReport = { rounds: 0, acknowledged: 0, lost: [], phantom: [], serverErrors: [] };
  const acknowledged: Acknowledged[] = [];
  const accounts = Array.from({ length: options.artists }, (_, i) => devAccount(FIRST_ACCOUNT + i));
  const rpcUrl = `http://127.0.0.1:${options.anvilPort}`;
  let fileSeed = Date.now() % 100_000;

  const start = () =>
    startApp({
      echo: false,
      env: {
        DATA_DIR: options.dataDir,
        PORT: String(options.port),
        ANVIL_PORT: String(options.anvilPort),
        SEED_DEMO: "true",
        AUTH_RATE_LIMIT: "10000",
        UPLOAD_RATE_LIMIT: "10000",
      },
    });

  /** One request to the app; a 5xx is counted, a refused connection (the kill) is rethrown. */
  async function call(app: RunningApp, path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.method && init.method !== "GET") headers.set("origin", app.baseUrl);
    const res = await fetch(`${app.baseUrl}${path}`, { ...init, headers });
    if (res.status >= 500) report.serverErrors.push(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.clone().text()}`);
    return res;
  }

  async function verify(app: RunningApp, chainId: number, contract: `0x${string}`): Promise<void> {
    const client = createPublicClient({ chain: localChain(chainId, rpcUrl), transport: http(rpcUrl) });
    for (const [index, account] of accounts.entries()) {
      const cookie = await signIn(app.baseUrl, account, chainId);
      const mine = ((await (await call(app, "/api/uploads/mine", { cookie })).json()) as { uploads: UploadRecord[] }).uploads;
      const vault = (await (await call(app, `/api/wallets/${account.address}/nfts`)).json()) as OwnedNftsResponse;
      const inVault = new Set(vault.nfts.filter((nft) => nft.contractAddress === contract.toLowerCase()).map((nft) => nft.tokenId));
      for (const ack of acknowledged.filter((a) => a.artist === index)) {
        const receipt = await client.getTransactionReceipt({ hash: ack.txHash }).catch(() => null);
        const upload = mine.find((u) => u.id === ack.uploadId);
        if (!receipt) report.lost.push(`${ack.txHash}: not on chain`);
        if (!upload?.isMinted || upload.mint?.txHash !== ack.txHash.toLowerCase())
          report.lost.push(`${ack.uploadId}: not minted in my uploads`);
        if (!inVault.has(ack.tokenId)) report.lost.push(`token ${ack.tokenId}: not in the vault`);
      }
      for (const tokenId of inVault) {
        const owner = await client
          .readContract({ address: contract, abi: trackNFTAbi, functionName: "ownerOf", args: [BigInt(tokenId)] })
          .catch(() => null);
        if (owner?.toLowerCase() !== account.address.toLowerCase()) report.phantom.push(`token ${tokenId} of ${account.address}`);
      }
    }
  }

  /**
   * Makes the artist Pro (unlimited uploads a month), paid on chain like any membership, before the
   * kill window opens: the loop mints without end, more than the free allowance.
   */
  async function ensurePro(app: RunningApp, index: number, chain: PublicConfig): Promise<void> {
    const account = accounts[index] as HDAccount;
    const wallet = createWalletClient({ account, chain: localChain(chain.chainId, rpcUrl), transport: http(rpcUrl) });
    const client = createPublicClient({ chain: localChain(chain.chainId, rpcUrl), transport: http(rpcUrl) });
    const cookie = await signIn(app.baseUrl, account, chain.chainId);
    const membership = (await (await call(app, "/api/tiers/me", { cookie })).json()) as MembershipView;
    if (membership.level === "pro") return;
    const post = (path: string, body: unknown) =>
      call(app, path, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const order = (await (await post("/api/tiers/subscriptions", { tier: "pro" })).json()) as Checkout;
    let txHash: Hash | undefined;
    for (const step of order.calls) {
      txHash = await wallet.sendTransaction({ to: step.to, data: step.data, value: BigInt(step.value) });
      await client.waitForTransactionReceipt({ hash: txHash, pollingInterval: 50 });
    }
    const confirmed = await post(`/api/orders/${order.orderId}/confirm`, { txHash });
    if (!confirmed.ok) throw new Error(`artist ${index} could not become Pro: ${confirmed.status} ${await confirmed.text()}`);
  }

  /** Mints through the API and the chain until `stopped()`; returns when it is or the app is gone. */
  async function mintStream(app: RunningApp, index: number, chain: PublicConfig, stopped: () => boolean): Promise<void> {
    const account = accounts[index] as HDAccount;
    const wallet = createWalletClient({ account, chain: localChain(chain.chainId, rpcUrl), transport: http(rpcUrl) });
    const client = createPublicClient({ chain: localChain(chain.chainId, rpcUrl), transport: http(rpcUrl) });
    const cookie = await signIn(app.baseUrl, account, chain.chainId);
    const json = (path: string, body: unknown, method = "POST") =>
      call(app, path, { method, cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await json("/api/artist/profile", { username: `kill.loop.${index}`, name: `Kill Loop ${index}` }, "PUT");
    while (!stopped()) {
      const form = new FormData();
      form.append("category", "music");
      form.append("file", new Blob([new Uint8Array(sineWav(0.05, 100 + (fileSeed++ % 100_000)))]), "track.wav");
      const file = (await (await call(app, "/api/files", { method: "POST", cookie, body: form })).json()) as StoredFile;
      const { upload } = (await (
        await json("/api/uploads", { category: "music", title: `Take ${fileSeed}`, price: "1", fileCid: file.ipfsHash })
      ).json()) as { upload: UploadRecord };
      const { tokenURI } = (await (await json(`/api/uploads/${upload.id}/metadata`, {})).json()) as PrepareMintResponse;
      const txHash = await wallet.writeContract({
        address: chain.contracts.TrackNFT,
        abi: trackNFTAbi,
        functionName: "mintTrack",
        args: [tokenURI],
        value: parseEther("0.001"),
      });
      await client.waitForTransactionReceipt({ hash: txHash, pollingInterval: 50 });
      const res = await json(`/api/uploads/${upload.id}/mint`, { txHash });
      if (res.status === 200) {
        const { upload: minted } = (await res.json()) as { upload: UploadRecord };
        acknowledged.push({ artist: index, uploadId: upload.id, txHash, tokenId: minted.mint?.tokenId ?? "?" });
      }
    }
  }

  for (let round = 1; round <= options.rounds; round++) {
    const app = await start();
    const chain = (await (await call(app, "/api/config")).json()) as PublicConfig;
    await verify(app, chain.chainId, chain.contracts.TrackNFT);
    for (const index of accounts.keys()) await ensurePro(app, index, chain);
    let killed = false;
    const streams = accounts.map((_, i) =>
      mintStream(app, i, chain, () => killed).catch((err: unknown) => {
        // After the kill, requests fail to connect: expected. Before it, a failure is a finding.
        if (!killed) report.serverErrors.push(`artist ${i}: ${String(err)}`);
      }),
    );
    const [min, max] = options.killAfterMs;
    await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
    killed = true;
    // The chain too, its watchdog first: that would otherwise save everything after the kill,
    // hiding a missing save-before-ack.
    const chainPids = chainProcesses(options.dataDir);
    killIfAlive(chainPids.watchdogPid);
    process.kill(-app.pid, "SIGKILL");
    killIfAlive(chainPids.pid);
    while (groupIsAlive(app.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(streams);
    report.rounds = round;
    log(`round ${round}: killed; ${acknowledged.length} mints acknowledged so far`);
  }
  const app = await start();
  try {
    const chain = (await (await call(app, "/api/config")).json()) as PublicConfig;
    await verify(app, chain.chainId, chain.contracts.TrackNFT);
  } finally {
    await app.stop();
  }
  report.acknowledged = acknowledged.length;
  return report;
}
