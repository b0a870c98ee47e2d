/**
* | output |
* | --- |
* | "Refund on its way" |
*
* @param {Card_Badge_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_badge_refund_due: ((inputs?: Card_Badge_Refund_DueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Badge_Refund_DueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Badge_Refund_DueInputs = {};
