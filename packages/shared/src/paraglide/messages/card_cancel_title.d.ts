/**
* | output |
* | --- |
* | "Cancel this booking?" |
*
* @param {Card_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_cancel_title: ((inputs?: Card_Cancel_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Cancel_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Cancel_TitleInputs = {};
