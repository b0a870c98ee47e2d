/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Space_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_no_reviews: ((inputs?: Space_No_ReviewsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_No_ReviewsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_No_ReviewsInputs = {};
