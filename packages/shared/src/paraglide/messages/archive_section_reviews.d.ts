/**
* | output |
* | --- |
* | "Reviews you wrote" |
*
* @param {Archive_Section_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_reviews: ((inputs?: Archive_Section_ReviewsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_ReviewsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_ReviewsInputs = {};
