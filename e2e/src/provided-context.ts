// What globalSetup hands to the test workers through provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the app started for this run, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

export {};
