/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 review" |
* | "other" | "{count} reviews" |
*
* @param {Rating_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rating_reviews: ((inputs: Rating_ReviewsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_ReviewsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_ReviewsInputs = {
    count: NonNullable<unknown>;
};
