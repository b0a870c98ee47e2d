/**
* | output |
* | --- |
* | "M-Pesa code" |
*
* @param {Card_Code_Received_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_code_received_before: ((inputs?: Card_Code_Received_BeforeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Code_Received_BeforeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Code_Received_BeforeInputs = {};
