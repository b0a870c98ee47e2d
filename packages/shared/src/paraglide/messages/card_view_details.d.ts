/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Card_View_DetailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_view_details: ((inputs?: Card_View_DetailsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_View_DetailsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_View_DetailsInputs = {};
