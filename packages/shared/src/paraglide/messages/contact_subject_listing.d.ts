/**
* | output |
* | --- |
* | "Listing Support" |
*
* @param {Contact_Subject_ListingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_listing: ((inputs?: Contact_Subject_ListingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Subject_ListingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Subject_ListingInputs = {};
