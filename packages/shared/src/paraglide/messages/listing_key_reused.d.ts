/**
* | output |
* | --- |
* | "This Idempotency-Key was used before for a different space. Send a new key with a new space." |
*
* @param {Listing_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_key_reused: ((inputs?: Listing_Key_ReusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Key_ReusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Key_ReusedInputs = {};
