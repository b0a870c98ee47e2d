/**
* | output |
* | --- |
* | "Select a partnership type" |
*
* @param {Contact_Select_PartnershipInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_select_partnership: ((inputs?: Contact_Select_PartnershipInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Select_PartnershipInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Select_PartnershipInputs = {};
