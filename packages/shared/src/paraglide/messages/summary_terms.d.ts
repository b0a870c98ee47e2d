/**
* | output |
* | --- |
* | "By booking you agree to the Terms of Service. You can cancel from your dashboard up to 24 hours before the booking; each owner may set their own policy." |
*
* @param {Summary_TermsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_terms: ((inputs?: Summary_TermsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_TermsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_TermsInputs = {};
