/** The explorer's page of a transaction (BaseScan's /tx/<hash> and the explorers that copy it). */
export function txPageUrl(explorerUrl: string, hash: string): string {
  return `${explorerUrl.replace(/\/+$/, "")}/tx/${hash}`;
}
