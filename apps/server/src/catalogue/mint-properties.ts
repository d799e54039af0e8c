// What areas add to a track token's metadata (uploads/mint-properties.ts), listed once and
// registered when the app is put together (app.ts imports this file); the uploads module names no area.
import { copyrightMintProperties } from "../modules/copyright/mint-properties.ts";
import { registerMintProperties } from "../modules/uploads/service.ts";

registerMintProperties("copyright", copyrightMintProperties);
