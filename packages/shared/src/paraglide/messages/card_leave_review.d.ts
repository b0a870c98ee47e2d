/**
* | output |
* | --- |
* | "Leave a review" |
*
* @param {Card_Leave_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_leave_review: ((inputs?: Card_Leave_ReviewInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Leave_ReviewInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Leave_ReviewInputs = {};
