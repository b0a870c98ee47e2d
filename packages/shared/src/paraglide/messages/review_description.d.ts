/**
* | output |
* | --- |
* | "How was your booking? Your review helps others choose." |
*
* @param {Review_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_description: ((inputs?: Review_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_DescriptionInputs = {};
