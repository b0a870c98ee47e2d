/**
* | output |
* | --- |
* | "Members choose the company under \"Bill to\" when they book." |
*
* @param {Company_No_Bookings_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_no_bookings_text: ((inputs?: Company_No_Bookings_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_No_Bookings_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_No_Bookings_TextInputs = {};
