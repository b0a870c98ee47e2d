/**
* | output |
* | --- |
* | "Questions about a payment? Send the M-Pesa SMS by WhatsApp to" |
*
* @param {Pay_Manual_QuestionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_questions: ((inputs?: Pay_Manual_QuestionsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Manual_QuestionsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Manual_QuestionsInputs = {};
