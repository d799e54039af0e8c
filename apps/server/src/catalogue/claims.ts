// The first-publisher rule's explanations (files/claims.ts): an area whose claim on a file means
// more than "published first" says so to whoever is refused its bytes. Listed once and registered
// when the app is put together (app.ts imports this file); the files module names no area.
import { explainCopyrightClaim } from "../modules/copyright/claim-explainer.ts";
import { registerClaimExplainer } from "../modules/files/service.ts";

registerClaimExplainer("copyright", explainCopyrightClaim);
