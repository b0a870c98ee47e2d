/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Card_CancellingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_cancelling: ((inputs?: Card_CancellingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_CancellingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_CancellingInputs = {};
