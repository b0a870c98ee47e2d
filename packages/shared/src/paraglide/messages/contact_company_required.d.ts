/**
* | output |
* | --- |
* | "Please enter your company name." |
*
* @param {Contact_Company_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_company_required: ((inputs?: Contact_Company_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Company_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Company_RequiredInputs = {};
