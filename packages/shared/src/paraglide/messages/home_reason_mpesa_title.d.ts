/**
* | output |
* | --- |
* | "Pay with M-Pesa" |
*
* @param {Home_Reason_Mpesa_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_mpesa_title: ((inputs?: Home_Reason_Mpesa_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reason_Mpesa_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reason_Mpesa_TitleInputs = {};
