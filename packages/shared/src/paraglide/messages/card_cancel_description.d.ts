/**
* | output |
* | --- |
* | "{booking}. The time will be released for others." |
*
* @param {Card_Cancel_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_cancel_description: ((inputs: Card_Cancel_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Cancel_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Cancel_DescriptionInputs = {
    booking: NonNullable<unknown>;
};
