/**
* | output |
* | --- |
* | "Every listing is reviewed by our team before it goes live, so what you see is what you get." |
*
* @param {Home_Reason_Verified_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_verified_text: ((inputs?: Home_Reason_Verified_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reason_Verified_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reason_Verified_TextInputs = {};
