import { createRequire } from "node:module";
import { LocalChainError } from "./local-chain-error.ts";

const ARCH_SUFFIX: Partial<Record<NodeJS.Architecture, string>> = { x64: "amd64", arm64: "arm64" };

/**
 * The native anvil executable shipped in @foundry-rs/anvil's per-platform package. Spawning it
 * directly (not the node wrapper in node_modules/.bin) means the pid we signal is anvil itself,
 * so stopping it cannot strand a grandchild.
 */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url);
  const arch = ARCH_SUFFIX[process.arch];
  const binary = process.platform === "win32" ? "anvil.exe" : "anvil";
  try {
    const wrapper = require.resolve("@foundry-rs/anvil/package.json");
    return createRequire(wrapper).resolve(`@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}/bin/${binary}`);
  } catch (cause) {
    throw new LocalChainError(
      "ANVIL_NOT_FOUND",
      `no anvil binary for ${process.platform}/${process.arch}: is @foundry-rs/anvil installed with its optional platform package?`,
      { cause },
    );
  }
}
