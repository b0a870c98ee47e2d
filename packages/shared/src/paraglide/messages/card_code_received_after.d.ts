/**
* | output |
* | --- |
* | "received; waiting for confirmation." |
*
* @param {Card_Code_Received_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_code_received_after: ((inputs?: Card_Code_Received_AfterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Code_Received_AfterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Code_Received_AfterInputs = {};
