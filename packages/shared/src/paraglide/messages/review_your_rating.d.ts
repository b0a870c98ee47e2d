/**
* | output |
* | --- |
* | "Your rating" |
*
* @param {Review_Your_RatingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_your_rating: ((inputs?: Review_Your_RatingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Your_RatingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Your_RatingInputs = {};
