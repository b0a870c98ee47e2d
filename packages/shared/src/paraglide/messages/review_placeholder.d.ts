/**
* | output |
* | --- |
* | "What stood out?" |
*
* @param {Review_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_placeholder: ((inputs?: Review_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_PlaceholderInputs = {};
