import { describe, expect, it } from "vitest";
import * as domain from "./index.ts";
import * as admin from "./admin/index.ts";
import * as api from "./api/index.ts";
import * as artists from "./artists/index.ts";
import * as auth from "./auth/index.ts";
import * as catalogue from "./catalogue/index.ts";
import * as chain from "./chain/index.ts";
import * as featured from "./featured/index.ts";
import * as marketplace from "./marketplace/index.ts";
import * as messages from "./api/messages.ts";
import * as roles from "./roles/index.ts";
import * as routes from "./routes/index.ts";
import * as shared from "./shared/index.ts";
import * as theme from "./theme/index.ts";
import * as token from "./token/index.ts";
import * as uploads from "./uploads/index.ts";

const areas: Record<string, Record<string, unknown>> = {
  admin,
  api,
  artists,
  auth,
  catalogue,
  chain,
  featured,
  marketplace,
  messages,
  roles,
  routes,
  shared,
  theme,
  token,
  uploads,
};

describe("package entry", () => {
  it("re-exports every area's runtime exports", () => {
    for (const [area, exports] of Object.entries(areas)) {
      for (const [name, value] of Object.entries(exports)) {
        expect(domain, `${name} from ${area}`).toHaveProperty(name, value);
      }
    }
  });
});
