/**
* | output |
* | --- |
* | "Say why the space is refused, so the owner knows what to change." |
*
* @param {Listing_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_reason_required: ((inputs?: Listing_Reason_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Reason_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Reason_RequiredInputs = {};
