/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 star" |
* | "other" | "{count} stars" |
*
* @param {Review_StarsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_stars: ((inputs: Review_StarsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_StarsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_StarsInputs = {
    count: NonNullable<unknown>;
};
