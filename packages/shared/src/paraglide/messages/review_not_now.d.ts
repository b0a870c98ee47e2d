/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Review_Not_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_not_now: ((inputs?: Review_Not_NowInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Not_NowInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Not_NowInputs = {};
