// The area's screens in one module: the /copyright page, the verify page and the studio's Copyright
// tab load as one chunk, which keeps the first screen's list of page chunks short (its size is budgeted).
export { CopyrightCenter } from "./CopyrightCenter";
export { CopyrightPage } from "./CopyrightPage";
export { VerifyPage } from "./VerifyPage";
