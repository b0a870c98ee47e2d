/**
* | output |
* | --- |
* | "Your space is live again." |
*
* @param {Listing_ResumedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_resumed: ((inputs?: Listing_ResumedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_ResumedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_ResumedInputs = {};
