// Shared by the dialogs' host and the buttons that warm them up on hover or focus, so both
// point at the same chunks. The wallet dialog's chunk carries wagmi and viem.
export const loadSignInDialog = () => import("./components/SignInDialog");
export const loadEmailAuthDialog = () => import("./components/EmailAuthDialog");
