/**
* | output |
* | --- |
* | "Write a review" |
*
* @param {Notify_Write_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_write_review: ((inputs?: Notify_Write_ReviewInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Write_ReviewInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Write_ReviewInputs = {};
