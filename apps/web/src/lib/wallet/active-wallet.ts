/**
 * What the first screen may do with a wallet without loading wagmi: the runtime registers itself
 * here when some screen loads it, so Log Out can disconnect it, and does nothing otherwise.
 */
export interface ActiveWallet {
  disconnect(): Promise<void>;
}

let active: ActiveWallet | null = null;

export function setActiveWallet(wallet: ActiveWallet | null): void {
  active = wallet;
}

export function getActiveWallet(): ActiveWallet | null {
  return active;
}
