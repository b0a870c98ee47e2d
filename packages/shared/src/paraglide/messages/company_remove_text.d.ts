/**
* | output |
* | --- |
* | "They lose access at once: they can no longer book on the company's account or see its bookings. The bookings they made stay the company's." |
*
* @param {Company_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_remove_text: ((inputs?: Company_Remove_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Remove_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Remove_TextInputs = {};
