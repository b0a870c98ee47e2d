/**
* | output |
* | --- |
* | "Review {space}" |
*
* @param {Review_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_title: ((inputs: Review_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_TitleInputs = {
    space: NonNullable<unknown>;
};
