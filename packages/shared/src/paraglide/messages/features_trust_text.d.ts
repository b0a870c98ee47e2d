/**
* | output |
* | --- |
* | "Every listing is reviewed by our team, every review comes from a real booking, and no two bookings of a space can ever overlap." |
*
* @param {Features_Trust_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_trust_text: ((inputs?: Features_Trust_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Features_Trust_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Features_Trust_TextInputs = {};
