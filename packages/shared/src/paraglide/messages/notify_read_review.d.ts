/**
* | output |
* | --- |
* | "Read the review" |
*
* @param {Notify_Read_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_read_review: ((inputs?: Notify_Read_ReviewInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Read_ReviewInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Read_ReviewInputs = {};
