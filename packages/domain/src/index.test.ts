import { describe, expect, it } from "vitest";
import * as domain from "./index.ts";
import * as access from "./access.ts";
import * as address from "./address.ts";
import * as api from "./api.ts";
import * as chain from "./chain.ts";
import * as constants from "./constants.ts";
import * as errors from "./errors.ts";
import * as featured from "./featured.ts";
import * as formOptions from "./form-options.ts";
import * as marketplace from "./marketplace.ts";
import * as messages from "./messages.ts";
import * as money from "./money.ts";
import * as roles from "./roles.ts";
import * as routes from "./routes.ts";
import * as royal from "./royal.ts";
import * as theme from "./theme.ts";
import * as uiText from "./ui-text.ts";
import * as uploads from "./uploads.ts";
import * as categories from "./categories.ts";
import * as video from "./video.ts";

const modules: Record<string, Record<string, unknown>> = {
  access,
  address,
  api,
  categories,
  chain,
  constants,
  errors,
  featured,
  formOptions,
  marketplace,
  messages,
  money,
  roles,
  routes,
  royal,
  theme,
  uiText,
  uploads,
  video,
};

describe("package entry", () => {
  it("re-exports every module's runtime exports", () => {
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        expect(domain, `${name} from ${file}`).toHaveProperty(name, value);
      }
    }
  });
});
