/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Partners_RatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_rated: ((inputs: Partners_RatedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partners_RatedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partners_RatedInputs = {
    rating: NonNullable<unknown>;
};
