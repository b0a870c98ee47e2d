/**
* | output |
* | --- |
* | "Submit review" |
*
* @param {Review_SubmitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_submit: ((inputs?: Review_SubmitInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_SubmitInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_SubmitInputs = {};
