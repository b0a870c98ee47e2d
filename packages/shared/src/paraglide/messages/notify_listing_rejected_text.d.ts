/**
* | output |
* | --- |
* | "Change what is asked and send it again from My Spaces." |
*
* @param {Notify_Listing_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_rejected_text: ((inputs?: Notify_Listing_Rejected_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Listing_Rejected_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Listing_Rejected_TextInputs = {};
