/**
* | output |
* | --- |
* | "A Nairobi-based team that answers by phone, e-mail and chat, seven days a week." |
*
* @param {Home_Reason_Support_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_support_text: ((inputs?: Home_Reason_Support_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reason_Support_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reason_Support_TextInputs = {};
