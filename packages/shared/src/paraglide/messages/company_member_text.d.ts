/**
* | output |
* | --- |
* | "You book on this company's account by choosing it when you book. Its admins see your bookings on it." |
*
* @param {Company_Member_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_member_text: ((inputs?: Company_Member_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Member_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Member_TextInputs = {};
