// The area's two pages in one module: the route table loads them from one chunk, which keeps the
// first screen's list of page modules and their dependencies short (its size is budgeted).
export { CopyrightPage } from "./CopyrightPage";
export { VerifyPage } from "./VerifyPage";
