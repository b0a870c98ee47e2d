/**
* | output |
* | --- |
* | "Your phone did not answer in time. Make sure it is on and unlocked, and try again." |
*
* @param {Mpesa_Result_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_no_answer: ((inputs?: Mpesa_Result_No_AnswerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Result_No_AnswerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Result_No_AnswerInputs = {};
