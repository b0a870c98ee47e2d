/**
* | output |
* | --- |
* | "The host declined:" |
*
* @param {Card_Host_DeclinedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_host_declined: ((inputs?: Card_Host_DeclinedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Host_DeclinedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Host_DeclinedInputs = {};
