/**
* | output |
* | --- |
* | "Settle bookings with the mobile money you already use. Card payments are coming soon." |
*
* @param {Home_Reason_Mpesa_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_mpesa_text: ((inputs?: Home_Reason_Mpesa_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reason_Mpesa_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reason_Mpesa_TextInputs = {};
