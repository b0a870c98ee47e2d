/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_Stars_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_stars_label: ((inputs: Reviews_Stars_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Stars_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Stars_LabelInputs = {
    rating: NonNullable<unknown>;
};
