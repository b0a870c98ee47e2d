/**
* | output |
* | --- |
* | "M-Pesa Payment Instructions" |
*
* @param {Pay_Mpesa_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_mpesa_title: ((inputs?: Pay_Mpesa_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Mpesa_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Mpesa_TitleInputs = {};
