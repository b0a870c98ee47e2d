/**
* | output |
* | --- |
* | "Thank you for your review!" |
*
* @param {Toast_Review_ThanksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_review_thanks: ((inputs?: Toast_Review_ThanksInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Review_ThanksInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Review_ThanksInputs = {};
